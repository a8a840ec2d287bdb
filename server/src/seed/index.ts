import { sql, type Kysely } from 'kysely';
import type { DB, LoyaltyLevel, PrizeRow } from '../db/schema';
import { json } from '../db/sql';
import { hashPassword, NO_PASSWORD } from '../auth/password';
import { createAccount } from '../domains/accounts';
import { move } from '../domains/wallet';
import { DEFAULT_GENERAL } from '../methods/metadata';
import { PROVIDERS, generateGames } from './catalogue';
import { contentEntries } from './content';
import { seedProviderGames } from './casino';
import { rng } from './random';
import { seedPromotions } from './promotions';
import { DEMO_BRAND } from './brand';

import { DEMO_DEPOSIT, DEMO_PLAYER } from './demo-player';
import { mediaUrl } from '../content/media';

export { DEMO_DEPOSIT, DEMO_PLAYER };

export interface SeedOptions {
  /** log2 of the scrypt cost for the demo player's password. */
  passwordCost: number;
  /** Games per studio (8 studios). */
  gamesPerProvider?: number;
}

const DAY = 24 * 3600 * 1000;

const COMMUNITY = [
  'LuckyTiger77',
  'SamarqandStar',
  'BukharaBoss',
  'SilkRoadKing',
  'GoldenFalcon',
  'NightOwl88',
  'KhivaQueen',
  'SpinMaster',
  'RoyalFlushUz',
  'JackpotHunter',
  'TashkentWolf',
  'MoonRider',
  'AceOfSpades',
  'DiamondDilnoza',
  'FortuneSeeker',
  'ReelDealer',
  'CometChaser',
  'DesertFox',
  'EmeraldEye',
  'BlazingBek',
  'CrystalKarim',
  'SultanOfSpins',
  'LuckyLola',
  'WildCardAziz',
  'NeonNodir',
  'VelvetVega',
  'StarGazer21',
  'ThunderTimur',
  'OasisOlim',
  'PhoenixFarrukh',
  'RubyRustam',
  'JadeJamshid',
  'SapphireSevara',
  'MagicMadina',
  'TurboTohir',
  'CosmicKamila',
  'LunarLaziz',
  'SolarShahzoda',
  'HotSevens',
  'BigBetBobur',
];

/** True when the database already holds the demo data (or was seeded otherwise). */
export async function isSeeded(db: Kysely<DB>): Promise<boolean> {
  const row = await db.selectFrom('platform_settings').select('key').where('key', '=', 'seed').executeTakeFirst();
  return !!row;
}

/**
 * Fills a fresh database with the demo catalogue, content and players, in one transaction
 * (a crash leaves no half-seeded database; the next start seeds again). Deterministic apart
 * from dates, which are relative to now so tournaments and offers stay current.
 */
export async function seedDemo(db: Kysely<DB>, options: SeedOptions): Promise<boolean> {
  const demoHash = await hashPassword(DEMO_PLAYER.password, options.passwordCost);
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(72347102)`.execute(trx);
    if (await isSeeded(trx)) return false;
    const r = rng(7);
    const now = Date.now();

    await trx
      .insertInto('platform_settings')
      .values({ key: 'general', value: json(DEFAULT_GENERAL) })
      .onConflict((oc) => oc.column('key').doNothing())
      .execute();

    // ---- catalogue ----
    await trx
      .insertInto('categories')
      .values([
        { id: 'all', title: json({ uz: 'Barchasi', ru: 'Все' }), icon: 'all', types: null, tags: null, position: 1, is_system: true },
        { id: 'casino', title: json({ uz: 'Kazino', ru: 'Казино' }), icon: 'casino', types: ['casino'], tags: null, position: 2, is_system: true },
        { id: 'slot', title: json({ uz: 'Slotlar', ru: 'Слоты' }), icon: 'slot', types: ['slot'], tags: null, position: 3, is_system: true },
        { id: 'live', title: json({ uz: 'Jonli kazino', ru: 'Live-казино' }), icon: 'live', types: ['live'], tags: null, position: 4, is_system: true },
        { id: 'fast', title: json({ uz: 'Tezkor oʻyinlar', ru: 'Быстрые игры' }), icon: 'fast', types: ['fast'], tags: null, position: 5, is_system: true },
        { id: 'new', title: json({ uz: 'Yangi', ru: 'Новинки' }), icon: 'new', types: null, tags: ['new'], position: 6 },
        { id: 'popular', title: json({ uz: 'Mashhur', ru: 'Популярные' }), icon: 'popular', types: null, tags: ['popular'], position: 7 },
        { id: 'jackpot', title: json({ uz: 'Jekpot', ru: 'Джекпот' }), icon: 'jackpot', types: null, tags: ['jackpot'], position: 8 },
        { id: 'bonus-buy', title: json({ uz: 'Bonus sotib olish', ru: 'Покупка бонуса' }), icon: 'bonus', types: ['slot'], tags: ['bonus_buy'], position: 9 },
      ])
      .execute();

    const providerRows = await trx
      .insertInto('providers')
      .values(
        PROVIDERS.map((p, i) => ({
          sysname: p.sysname,
          name: p.name,
          image_url: mediaUrl('providers', p.sysname),
          description: json({ img_288_192: mediaUrl('providers', p.sysname), name: '' }),
          game_params: json({ demo: true, currencies: ['USD', 'EUR', 'UZS', 'RUB'], min_bet: 0.1, max_bet: p.types.includes('live') ? 5000 : 100 }),
          types: [...p.types],
          position: i + 1,
        })),
      )
      .returning(['id', 'sysname'])
      .execute();
    const providerId = new Map(providerRows.map((p) => [p.sysname, p.id]));

    const games = generateGames(options.gamesPerProvider ?? 80);
    for (let i = 0; i < games.length; i += 200) {
      await trx
        .insertInto('games')
        .values(
          games.slice(i, i + 200).map((g) => ({
            sysname: g.sysname,
            provider_id: providerId.get(g.provider)!,
            name: g.name,
            type: g.type,
            tags: g.tags,
            image_url: mediaUrl('games', g.sysname),
            description: json({ img_288_192: mediaUrl('games', g.sysname), name: '' }),
            has_demo: g.hasDemo,
            popularity: g.popularity,
            position: g.position,
            released_at: new Date(now - g.daysAgo * DAY),
          })),
        )
        .execute();
    }
    const slots = games.filter((g) => g.type === 'slot');
    const jackpotGames = games.filter((g) => g.tags.includes('jackpot')).map((g) => g.sysname);

    // ---- players: a community for leaderboards and winners, and the demo player ----
    const community = await trx
      .insertInto('accounts')
      .values(
        COMMUNITY.map((fakename, i) => ({
          login: `player${String(i + 1).padStart(2, '0')}@example.net`,
          password_hash: NO_PASSWORD,
          fakename,
          locale: i % 3 === 0 ? ('ru' as const) : ('uz' as const),
          created_at: new Date(now - r.int(30, 700) * DAY),
        })),
      )
      .returning(['id', 'fakename'])
      .execute();
    for (const c of community) {
      await trx.insertInto('profiles').values({ account_id: c.id }).execute();
    }
    await trx
      .insertInto('balances')
      .values(community.flatMap((c) => (['main', 'bonus', 'betting_bonus', 'fun'] as const).map((kind) => ({ account_id: c.id, kind, currency: 'USD' }))))
      .execute();

    const demo = await createAccount(trx, {
      login: DEMO_PLAYER.login,
      passwordHash: demoHash,
      currency: 'USD',
      locale: 'uz',
      isSubscribed: true,
      markBetting: false,
      promoCode: null,
      ip: null,
      fakename: DEMO_PLAYER.fakename,
    });
    if (!demo) throw new Error('demo player exists without a seed marker');
    await trx
      .updateTable('profiles')
      .set({ first_name: 'Aziz', last_name: 'Karimov', sex: 1, birth_date: '1990-05-14', country: 'Oʻzbekiston', country_code: 'UZ', home_town: 'Toshkent' })
      .where('account_id', '=', demo.id)
      .execute();
    await trx.updateTable('accounts').set({ country_code: 'UZ' }).where('id', '=', demo.id).execute();
    await trx
      .updateTable('contacts')
      .set({ is_confirmed: true, confirmed_at: new Date(now) })
      .where('account_id', '=', demo.id)
      .execute();
    await move(trx, [
      { accountId: demo.id, balanceKind: 'main', kind: 'deposit', amount: DEMO_DEPOSIT, idempotencyKey: 'seed-deposit', reference: { method: 'demo' } },
      { accountId: demo.id, balanceKind: 'bonus', kind: 'bonus', amount: 25_00, idempotencyKey: 'seed-welcome-bonus', reference: { offer: 'welcome-100' } },
    ]);
    // The welcome bonus on the balance is the demo player's active bonus, wagered 35 times. (Seeded on a
    // schema from before bonus records, as a migration test does, it becomes one through migration 067.)
    const hasBonuses = await sql<{ t: string | null }>`select to_regclass('bonuses')::text as t`.execute(trx);
    if (hasBonuses.rows[0]?.t) {
      await trx
        .insertInto('bonuses')
        .values({
          account_id: demo.id,
          kind: 'casino',
          source: 'deposit_offer',
          status: 'active',
          currency: 'USD',
          amount: 25_00,
          wager: 35,
          wagered: 120_00,
          description: json({ uz: { title: '100% birinchi depozit bonusi' }, ru: { title: '100% бонус на первый депозит' } }),
          expires_at: new Date(now + 30 * DAY),
          activated_at: new Date(now - DAY),
        })
        .execute();
    }
    const liked = await trx
      .selectFrom('games')
      .select('id')
      .where(
        'sysname',
        'in',
        slots.slice(0, 5).map((g) => g.sysname),
      )
      .execute();
    await trx
      .insertInto('game_likes')
      .values(liked.map((g) => ({ account_id: demo.id, game_id: g.id })))
      .execute();

    // ---- jackpots and their winners ----
    const jackpots = await trx
      .insertInto('jackpots')
      .values(
        [
          { sysname: 'caravan-grand', amount: 1_254_310_55, seed: 500_000_00, title: ['Karvon Grand', 'Караван Гранд'] },
          { sysname: 'silk-major', amount: 84_120_40, seed: 25_000_00, title: ['Ipak Major', 'Шёлковый Мажор'] },
          { sysname: 'comet-minor', amount: 6_530_10, seed: 1_000_00, title: ['Kometa Minor', 'Комета Минор'] },
          { sysname: 'daily-drop', amount: 912_75, seed: 100_00, title: ['Kunlik jekpot', 'Ежедневный джекпот'] },
        ].map((j, i) => ({
          sysname: j.sysname,
          currency: 'USD',
          amount: j.amount,
          seed_amount: j.seed,
          games: jackpotGames.length ? jackpotGames : slots.slice(0, 20).map((g) => g.sysname),
          position: i + 1,
          description: json({
            uz: {
              title: j.title[0],
              text: 'Jekpot oʻyinlaridagi har bir stavka uni oshiradi, u esa istalgan aylanishda tushishi mumkin.',
              image_url: mediaUrl('jackpots', j.sysname),
            },
            ru: {
              title: j.title[1],
              text: 'Каждая ставка в джекпот-играх увеличивает его, а выпасть он может на любом вращении.',
              image_url: mediaUrl('jackpots', j.sysname),
            },
          }),
        })),
      )
      .returning(['id', 'seed_amount'])
      .execute();
    await trx
      .insertInto('jackpot_winners')
      .values(
        Array.from({ length: 60 }, (_, i) => {
          const jp = r.pick(jackpots);
          const winner = r.pick(community);
          return {
            jackpot_id: jp.id,
            account_id: winner.id,
            display_name: winner.fakename!,
            amount: Math.max(100, Math.round(jp.seed_amount * (0.5 + r.next()))),
            currency: 'USD',
            game_sysname: r.pick(jackpotGames.length ? jackpotGames : slots.map((g) => g.sysname)),
            won_at: new Date(now - (i * 11 + r.int(0, 10)) * 3600 * 1000),
          };
        }),
      )
      .execute();

    // ---- tournaments ----
    const prizes = (total: number): PrizeRow[] => [
      { place_from: 1, place_to: 1, amount: Math.round(total * 0.3) },
      { place_from: 2, place_to: 2, amount: Math.round(total * 0.2) },
      { place_from: 3, place_to: 3, amount: Math.round(total * 0.1) },
      { place_from: 4, place_to: 10, amount: Math.round((total * 0.4) / 7) },
    ];
    const tournamentDefs = [
      {
        sysname: 'spring-spin-race',
        start: -3,
        end: 4,
        total: 10_000_00,
        provider: null,
        uz: 'Bahorgi aylanish poygasi',
        ru: 'Весенняя гонка вращений',
        tags: ['slot'],
        short: [
          'Slotlarda aylantiring, ochko yigʻing va 10,000 USD jamgʻarmadan ulush oling.',
          'Крутите слоты, набирайте очки и заберите долю фонда 10,000 USD.',
        ],
      },
      {
        sysname: 'registan-live-cup',
        start: -1,
        end: 6,
        total: 5_000_00,
        provider: 'registan_live',
        uz: 'Registon jonli kubogi',
        ru: 'Кубок Регистан Live',
        tags: ['live'],
        short: ['Registan Live stollarida oʻynang: eng yaxshi 10 oʻyinchi sovrin oladi.', 'Играйте за столами Registan Live: призы получат 10 лучших игроков.'],
      },
      {
        sysname: 'comet-crash-weekend',
        start: 2,
        end: 5,
        total: 3_000_00,
        provider: 'comet_crash_labs',
        uz: 'Kometa dam olish kunlari',
        ru: 'Выходные Кометы',
        tags: ['fast'],
        short: ['Dam olish kunlari tezkor oʻyinlarda 3,000 USD uchun bellashuv.', 'Борьба за 3,000 USD в быстрых играх на выходных.'],
      },
      {
        sysname: 'silk-road-marathon',
        start: 7,
        end: 21,
        total: 25_000_00,
        provider: null,
        uz: 'Ipak yoʻli marafoni',
        ru: 'Марафон Шёлкового пути',
        tags: ['slot', 'casino'],
        short: ['Ikki haftalik marafon va mavsumning eng katta jamgʻarmasi — 25,000 USD.', 'Двухнедельный марафон и самый большой фонд сезона — 25,000 USD.'],
      },
      {
        sysname: 'winter-jackpot-chase',
        start: -30,
        end: -16,
        total: 8_000_00,
        provider: null,
        uz: 'Qishki jekpot quvish',
        ru: 'Зимняя охота за джекпотом',
        tags: ['slot'],
        short: ['Tugagan turnir: gʻoliblar va yakuniy reyting.', 'Турнир завершён: победители и итоговая таблица.'],
      },
    ];
    const tournaments = await trx
      .insertInto('tournaments')
      .values(
        tournamentDefs.map((t, i) => {
          const pool = t.provider ? games.filter((g) => g.provider === t.provider) : slots;
          return {
            sysname: t.sysname,
            starts_at: new Date(now + t.start * DAY),
            ends_at: new Date(now + t.end * DAY),
            currency: 'USD',
            total_prize: t.total,
            prizes: json(prizes(t.total)),
            description: json({
              uz: {
                title: t.uz,
                short: t.short[0],
                text: 'Turnir oʻyinlaridagi har bir 1 USD stavka uchun 1 ochko. Eng kam stavka 0.50 USD. Sovrinlar turnir tugagach asosiy hisobga tushadi.',
                image_url: mediaUrl('tournaments', t.sysname),
              },
              ru: {
                title: t.ru,
                short: t.short[1],
                text: '1 очко за каждую ставку в 1 USD в играх турнира. Минимальная ставка 0.50 USD. Призы зачисляются на основной счёт после окончания турнира.',
                image_url: mediaUrl('tournaments', t.sysname),
              },
            }),
            restrictions: json({ min_bet: { amount: 0.5, currency: 'USD' }, currencies: ['USD', 'EUR', 'UZS', 'RUB'] }),
            reset_on_cashout: i === 1,
            provider: t.provider,
            image_url: mediaUrl('tournaments', t.sysname),
            tags: t.tags,
            extra: json({ points_rule: 'bet_amount' }),
            games: pool.slice(0, 24).map((g) => g.sysname),
            position: i + 1,
          };
        }),
      )
      .returning(['id', 'sysname'])
      .execute();
    for (const t of tournaments) {
      if (t.sysname === 'silk-road-marathon' || t.sysname === 'comet-crash-weekend') continue; // not started
      const players = r.shuffle(community).slice(0, r.int(18, 32));
      await trx
        .insertInto('tournament_participants')
        .values(players.map((p, i) => ({ tournament_id: t.id, account_id: p.id, points: r.int(50, 25_000), joined_at: new Date(now - (i + 1) * 3600 * 1000) })))
        .execute();
      if (t.sysname === 'spring-spin-race') {
        await trx
          .insertInto('tournament_participants')
          .values({ tournament_id: t.id, account_id: demo.id, points: 4_250, joined_at: new Date(now - 2 * DAY) })
          .execute();
      }
    }

    // ---- offers and banners ----
    const spinsGame = slots[0];
    // Texts: title, text, the action button's label. An offer without a deposit, code or click to
    // take it names its own next step (link): the cashback a registered player already gets.
    const offers: Array<{
      sysname: string;
      action: string;
      conditions?: Record<string, unknown>;
      code?: string;
      link?: string;
      uz: [string, string, string];
      ru: [string, string, string];
      promotions: object[];
    }> = [
      {
        sysname: 'welcome-100',
        action: 'deposit',
        conditions: { first_deposit: true },
        uz: [
          '100% birinchi depozit bonusi',
          'Birinchi depozitingizni ikki barobar oshiramiz: 500 USD gacha bonus, 35 marta aylantirish.',
          'Bonus bilan toʻldirish',
        ],
        ru: ['100% бонус на первый депозит', 'Удвоим ваш первый депозит: бонус до 500 USD, отыгрыш ×35.', 'Пополнить с бонусом'],
        promotions: [{ id: 1, type: 'bonus', percent: 100, max: { amount: 500, currency: 'USD' }, wager: 35 }],
      },
      {
        sysname: 'reload-50',
        action: 'deposit',
        conditions: { min_deposits: 1 },
        uz: ['Haftalik 50% bonus', 'Har dushanba hisobni toʻldiring va 200 USD gacha 50% bonus oling.', 'Bonus bilan toʻldirish'],
        ru: ['Еженедельный бонус 50%', 'Пополняйте счёт по понедельникам и получайте 50% бонуса, до 200 USD.', 'Пополнить с бонусом'],
        promotions: [{ id: 2, type: 'bonus', percent: 50, max: { amount: 200, currency: 'USD' }, wager: 30 }],
      },
      {
        sysname: 'free-spins-friday',
        action: 'deposit',
        uz: ['Juma kuni 50 bepul aylanish', `Juma kungi depozit uchun ${spinsGame?.name ?? ''} oʻyinida 50 bepul aylanish.`, 'Aylanishlarni olish'],
        ru: ['50 бесплатных вращений по пятницам', `50 бесплатных вращений в ${spinsGame?.name ?? ''} за депозит в пятницу.`, 'Получить вращения'],
        promotions: [{ id: 3, type: 'freespins', count: 50, game: spinsGame?.sysname ?? '' }],
      },
      {
        sysname: 'weekly-cashback',
        action: 'registration',
        link: '/profile/cashback',
        uz: ['10% haftalik keshbek', 'Har dushanba haftalik yoʻqotishlaringizning 10% i hisobingizga qaytadi.', 'Keshbekni koʻrish'],
        ru: ['Кешбэк 10% каждую неделю', 'Каждый понедельник на счёт возвращается 10% недельного проигрыша.', 'Посмотреть кешбэк'],
        promotions: [{ id: 4, type: 'cashback', percent: 10 }],
      },
      {
        sysname: 'promo-silk',
        action: 'promo_code',
        code: 'SILK',
        uz: ['SILK promokodi', `${spinsGame?.name ?? ''} oʻyinida 20 bepul aylanish: kodni kiriting va aylantiring.`, 'Promokodni faollashtirish'],
        ru: ['Промокод SILK', `20 бесплатных вращений в ${spinsGame?.name ?? ''}: введите код и крутите.`, 'Активировать промокод'],
        promotions: [{ id: 5, type: 'freespins', count: 20, game: spinsGame?.sysname ?? '', stake: { amount: 0.2, currency: 'USD' }, wager: 20, days: 7 }],
      },
      // Demo promo codes of the bonus records (README): casino bonus money and sportsbook bonus money.
      {
        sysname: 'promo-bonus50',
        action: 'promo_code',
        code: 'BONUS50',
        uz: ['BONUS50 promokodi', 'Kazino uchun 50 USD bonus, 10 marta aylantirish, 14 kun.', 'Promokodni faollashtirish'],
        ru: ['Промокод BONUS50', 'Бонус 50 USD для казино, отыгрыш ×10, 14 дней.', 'Активировать промокод'],
        promotions: [{ id: 6, type: 'bonus', amount: { amount: 50, currency: 'USD' }, wager: 10, days: 14 }],
      },
      {
        sysname: 'promo-sport20',
        action: 'promo_code',
        code: 'SPORT20',
        uz: ['SPORT20 promokodi', 'Sport stavkalari uchun 20 USD bonus, 3 marta aylantirish.', 'Promokodni faollashtirish'],
        ru: ['Промокод SPORT20', 'Бонус 20 USD на ставки на спорт, отыгрыш ×3.', 'Активировать промокод'],
        promotions: [{ id: 7, type: 'betting_bonus', amount: { amount: 20, currency: 'USD' }, wager: 3, days: 14 }],
      },
    ];
    await trx
      .insertInto('offers')
      .values(
        offers.map((o, i) => ({
          sysname: o.sysname,
          trigger: json({ action: o.action, params: { exclude_methods: o.action === 'deposit' ? ['crypto_demo'] : [], ...o.conditions } }),
          description: json({
            // A promo code offer names its code, for a guest's registration to carry it.
            uz: {
              title: o.uz[0],
              text: o.uz[1],
              image_url: mediaUrl('offers', o.sysname),
              button: o.uz[2],
              ...(o.code ? { promo_code: o.code } : {}),
              ...(o.link ? { link: o.link } : {}),
            },
            ru: {
              title: o.ru[0],
              text: o.ru[1],
              image_url: mediaUrl('offers', o.sysname),
              button: o.ru[2],
              ...(o.code ? { promo_code: o.code } : {}),
              ...(o.link ? { link: `/ru${o.link}` } : {}),
            },
          }),
          promotions: json(o.promotions),
          promo_code: o.code ?? null,
          starts_at: new Date(now - 10 * DAY),
          ends_at: i === 2 ? new Date(now + 30 * DAY) : null,
          position: i + 1,
        })),
      )
      .execute();

    // Texts: title, text, button. The race banner leads to its tournament's own page.
    const race = tournaments.find((t) => t.sysname === 'spring-spin-race');
    const banners: Array<{ name: string; uz: [string, string, string]; ru: [string, string, string]; link: string }> = [
      {
        name: 'welcome',
        uz: ['Xush kelibsiz!', 'Birinchi depozitga 100% bonus — 500 USD gacha', 'Bonusni olish'],
        ru: ['Добро пожаловать!', '100% бонус на первый депозит — до 500 USD', 'Получить бонус'],
        link: '/offers/welcome-100',
      },
      {
        name: 'spring-race',
        uz: ['Bahorgi aylanish poygasi', 'Sovrin jamgʻarmasi 10,000 USD: slotlarda aylantiring va reytingda koʻtariling', 'Qatnashish'],
        ru: ['Весенняя гонка вращений', 'Призовой фонд 10,000 USD: крутите слоты и поднимайтесь в таблице', 'Участвовать'],
        link: race ? `/tournaments/${race.id}` : '/tournaments',
      },
      {
        name: 'jackpots',
        uz: ['Karvon Grand jekpoti', '1,000,000 USD dan ortiq — istalgan aylanishda tushishi mumkin', 'Jekpotlarga'],
        ru: ['Джекпот Караван Гранд', 'Более 1,000,000 USD — может выпасть на любом вращении', 'К джекпотам'],
        link: '/jackpots',
      },
      {
        name: 'live',
        uz: ['Jonli kazino', 'Ruletka, blekjek va bakkara — Registon studiyasidan jonli efirda', 'Stolga oʻtirish'],
        ru: ['Live-казино', 'Рулетка, блэкджек и баккара в прямом эфире из студии Регистан', 'За стол'],
        link: '/gamehall?category=live',
      },
      {
        name: 'loyalty',
        uz: ['Yulduzlar klubi', 'Har bir stavka uchun yulduz yigʻing va ularni bonuslarga almashtiring', 'Klubga oʻtish'],
        ru: ['Клуб звёзд', 'Копите звёзды за каждую ставку и обменивайте их на бонусы', 'В клуб'],
        link: '/loyalty',
      },
    ];
    await trx
      .insertInto('banners')
      .values(
        banners.map((b, i) => ({
          description: json({
            uz: {
              title: b.uz[0],
              text: b.uz[1],
              image_url: mediaUrl('banners', b.name),
              image_mobile_url: mediaUrl('offers', `banner-${b.name}`),
              link: b.link,
              button: b.uz[2],
              position: i + 1,
            },
            ru: {
              title: b.ru[0],
              text: b.ru[1],
              image_url: mediaUrl('banners', b.name),
              image_mobile_url: mediaUrl('offers', `banner-${b.name}`),
              link: `/ru${b.link}`,
              button: b.ru[2],
              position: i + 1,
            },
          }),
          finished_at: i === 1 ? new Date(now + 4 * DAY) : null,
          position: i + 1,
        })),
      )
      .execute();

    await seedPromotions(trx, { demoId: demo.id, now });

    // ---- loyalty programme ----
    const PRODUCT_GRANTS: Record<string, object> = {
      'bonus-5': { amount: 5, wager: 10 },
      'bonus-20': { amount: 20, wager: 10 },
      'spins-10': { count: 10 },
      'spins-50': { count: 50 },
      'cashback-boost': { percent: 5, days: 30 },
    };
    const levelDefs: Array<[string, string, string, number, number | null]> = [
      ['bronze', 'Bronza', 'Бронза', 0, 1000],
      ['silver', 'Kumush', 'Серебро', 1000, 5000],
      ['gold', 'Oltin', 'Золото', 5000, 20000],
      ['platinum', 'Platina', 'Платина', 20000, 100000],
      ['diamond', 'Olmos', 'Бриллиант', 100000, null],
    ];
    const levels: LoyaltyLevel[] = levelDefs.map(([sysname, uz, ru, min, max], i) => ({
      id: i + 1,
      sysname,
      title: { uz, ru },
      minValue: min,
      maxValue: max,
      expCount: min,
      image_url: mediaUrl('loyalty', `level-${sysname}`),
    }));
    const program = await trx
      .insertInto('loyalty_programs')
      .values({
        sysname: 'star-club',
        description: json({
          uz: {
            title: 'Yulduzlar klubi',
            text: 'Har bir stavka uchun yulduzlar oling va ularni doʻkonda sarflang.',
            image_url: mediaUrl('loyalty', 'star-club'),
          },
          ru: { title: 'Клуб звёзд', text: 'Получайте звёзды за каждую ставку и тратьте их в магазине.', image_url: mediaUrl('loyalty', 'star-club') },
        }),
        points_alias: json({ uz: 'yulduzlar', ru: 'звёзды' }),
        levels: json(levels),
        position: 1,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const characters = await trx
      .insertInto('loyalty_characters')
      .values(
        [
          ['merchant', 'Savdogar', 'Купец'],
          ['explorer', 'Sayyoh', 'Путешественник'],
          ['astronomer', 'Munajjim', 'Звездочёт'],
          ['warrior', 'Bahodir', 'Богатырь'],
        ].map(([sysname, uz, ru], i) => ({
          program_id: program.id,
          sysname: sysname!,
          description: json({
            uz: { title: uz, image_url: mediaUrl('loyalty', `character-${sysname}`) },
            ru: { title: ru, image_url: mediaUrl('loyalty', `character-${sysname}`) },
          }),
          position: i + 1,
        })),
      )
      .returning(['id'])
      .execute();
    await trx
      .insertInto('loyalty_products')
      .values(
        [
          ['bonus-5', 'bonus', 500, null, '5 USD bonus', 'Бонус 5 USD'],
          ['bonus-20', 'bonus', 1800, null, '20 USD bonus', 'Бонус 20 USD'],
          ['spins-10', 'freespins', 300, null, '10 bepul aylanish', '10 бесплатных вращений'],
          ['spins-50', 'freespins', 1400, null, '50 bepul aylanish', '50 бесплатных вращений'],
          ['cashback-boost', 'cashback', 2500, null, 'Keshbek +5%', 'Кешбэк +5%'],
          ['hoodie', 'merch', 9000, 25, `${DEMO_BRAND.name} xudisi`, `Худи ${DEMO_BRAND.name}`],
          ['mug', 'merch', 3000, 100, `${DEMO_BRAND.name} krujkasi`, `Кружка ${DEMO_BRAND.name}`],
          ['vip-manager', 'bonus', 20000, 10, 'Shaxsiy menejer', 'Персональный менеджер'],
        ].map(([sysname, type, price, stock, uz, ru], i) => ({
          program_id: program.id,
          sysname: sysname as string,
          type: type as 'bonus' | 'freespins' | 'merch' | 'cashback',
          price: price as number,
          stock: stock as number | null,
          description: json({
            uz: { title: uz, image_url: mediaUrl('loyalty', `product-${sysname}`) },
            ru: { title: ru, image_url: mediaUrl('loyalty', `product-${sysname}`) },
          }),
          position: i + 1,
          grants: json(PRODUCT_GRANTS[sysname as string] ?? {}),
        })),
      )
      .execute();
    await trx
      .insertInto('loyalty_accounts')
      // 1,250 points and 3,400 experience, kept in thousandths of a point (domains/loyalty/earning.ts).
      .values({ account_id: demo.id, program_id: program.id, points_milli: 1_250_000, exp_milli: 3_400_000, character_id: characters[0]?.id ?? null })
      .execute();

    // ---- content ----
    const entries = contentEntries();
    await trx
      .insertInto('cms_entries')
      .values(entries.map((e) => ({ collection: e.collection, locale: e.locale, data: json(e.data) })))
      .execute();

    await seedProviderGames(trx, PROVIDERS.length + 1);

    await trx
      .insertInto('platform_settings')
      .values({ key: 'seed', value: json({ version: 1, at: new Date(now).toISOString(), games: games.length }) })
      .execute();
    return true;
  });
}

/** Seeds when the database is fresh; safe to call on every start. */
export async function ensureSeeded(db: Kysely<DB>, options: SeedOptions): Promise<boolean> {
  if (await isSeeded(db)) return false;
  const seeded = await seedDemo(db, options);
  // Fresh statistics for the planner after the bulk load.
  if (seeded) await sql`analyze`.execute(db);
  return seeded;
}

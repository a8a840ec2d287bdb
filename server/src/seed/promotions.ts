import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { json } from '../db/sql';
import { mediaUrl } from '../content/media';

const DAY = 24 * 3600 * 1000;

/**
 * Campaign popups of the demo site, in both languages; the last one is a draft for previews.
 * `type: 'curtain'` asks for the curtain presentation (spec §2 dialog types) instead of the popup.
 */
export const CAMPAIGN_POPUPS = [
  {
    sysname: 'spring-welcome',
    preview: false,
    uz: ['Bahorgi bonus!', 'Bugun depozit qiling va 100% bonus oling.', 'Bonusni olish'],
    ru: ['Весенний бонус!', 'Пополните счёт сегодня и получите бонус 100%.', 'Получить бонус'],
    link: '/offers/welcome-100',
  },
  {
    sysname: 'friday-spins',
    preview: false,
    uz: ['Juma aylanishlari', 'Har juma 50 bepul aylanish.', 'Batafsil'],
    ru: ['Пятничные вращения', '50 бесплатных вращений каждую пятницу.', 'Подробнее'],
    link: '/offers/free-spins-friday',
    type: 'curtain',
  },
  {
    sysname: 'summer-draft',
    preview: true,
    uz: ['Yozgi turnir (qoralama)', 'Tez orada: yozgi turnir.', 'Turnirlar'],
    ru: ['Летний турнир (черновик)', 'Скоро: летний турнир.', 'Турниры'],
    link: '/tournaments',
  },
] as const;

/** How it is presented, and how often (`frequency`: closed once, a demo popup never comes back to that player). */
const presentation = (p: (typeof CAMPAIGN_POPUPS)[number]) => ({ frequency: 'once', ...('type' in p ? { type: p.type } : {}) });

/** Campaign popups and the demo player's cashbacks (dates relative to now). */
export async function seedPromotions(trx: Kysely<DB>, { demoId, now }: { demoId: number; now: number }): Promise<void> {
  await trx
    .insertInto('campaign_popups')
    .values(
      CAMPAIGN_POPUPS.map((p, i) => ({
        sysname: p.sysname,
        preview: p.preview,
        description: json({
          uz: { title: p.uz[0], text: p.uz[1], button: p.uz[2], image_url: mediaUrl('offers', `popup-${p.sysname}`), link: p.link, ...presentation(p) },
          ru: { title: p.ru[0], text: p.ru[1], button: p.ru[2], image_url: mediaUrl('offers', `popup-${p.sysname}`), link: `/ru${p.link}`, ...presentation(p) },
        }),
        starts_at: new Date(now - 5 * DAY),
        ends_at: null,
        position: i + 1,
      })),
    )
    .execute();

  const weekly = (uz: string, ru: string) => json({ uz: { title: uz }, ru: { title: ru } });
  await trx
    .insertInto('cashbacks')
    .values([
      // The latest: active, so the demo player sees the unseen-cashback popup once after signing in.
      {
        account_id: demoId,
        status: 'active',
        amount: 12_50,
        currency: 'USD',
        description: weekly('Haftalik keshbek', 'Еженедельный кешбэк'),
        period_start: new Date(now - 8 * DAY),
        percent: 10,
        end_date: new Date(now - 1 * DAY),
        receiving_expired_at: new Date(now + 6 * DAY),
        paid_out_at: null,
      },
      {
        account_id: demoId,
        status: 'paid_out',
        amount: 8_00,
        currency: 'USD',
        description: weekly('Haftalik keshbek', 'Еженедельный кешбэк'),
        period_start: new Date(now - 15 * DAY),
        percent: 10,
        end_date: new Date(now - 8 * DAY),
        receiving_expired_at: null,
        paid_out_at: new Date(now - 7 * DAY),
      },
      {
        account_id: demoId,
        status: 'expired',
        amount: 3_20,
        currency: 'USD',
        description: weekly('Haftalik keshbek', 'Еженедельный кешбэк'),
        period_start: new Date(now - 22 * DAY),
        percent: 10,
        end_date: new Date(now - 15 * DAY),
        receiving_expired_at: new Date(now - 9 * DAY),
        paid_out_at: null,
      },
    ])
    .execute();
}

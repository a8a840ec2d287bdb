/**
 * The server process killed (SIGKILL) in the middle of bonus play: paid and free spins, bonus
 * activations, deactivations and removals for several players at once. After a restart every
 * balance (main, bonus, betting bonus) equals its ledger, nothing is negative, at most one bonus of
 * each kind is active per player, bonus money exists only under its active bonus, and every bonus
 * record's money matches its ledger entries.
 */
import { sql } from 'kysely';
import { ledgerMismatches } from '../../testing/cashier';
import { rng } from '../../seed/random';
import { http } from '../../testing/process';
import { api, crashBed, gameRound, killDuring, launchToken, negativeMoney, pause, restartCleanly } from '../../testing/crash';

const bed = crashBed('bonus-crash');

interface Player {
  cookie: string;
  token: string;
  bonuses: Array<{ id: number; kind: 'casino' | 'betting' }>;
}

async function newPlayer(port: number, n: number): Promise<Player> {
  const headers = { 'x-forwarded-for': `10.89.0.${n}` };
  const reg = await http(port, 'POST', api('auth.register'), {
    form: { login: `crashbonus${n}x${Date.now()}@example.org`, password: 'secret12', currency: 'USD' },
    headers,
  });
  if (reg.status !== 200 || !reg.cookie) throw new Error(`register: ${reg.body}`);
  const cookie = reg.cookie;
  // A paid deposit with the welcome offer, then three codes: casino money, betting money, free spins.
  const offers = JSON.parse((await http(port, 'GET', api('campaigns.getoffers'), { cookie })).body).data.items as Array<{ id: number; sysname: string }>;
  const welcome = offers.find((o) => o.sysname === 'welcome-100')!;
  const made = await http(port, 'POST', api('cashier.makedeposit'), {
    form: { method: 'visa_mastercard', amount: '200', campaign_offer_id: String(welcome.id) },
    cookie,
    headers: { ...headers, 'idempotency-key': `crash-bonus-deposit-${n}-${Date.now()}` },
  });
  if (made.status !== 200) throw new Error(`deposit: ${made.body}`);
  await http(port, 'POST', JSON.parse(made.body).data.redirect.url, { form: { decision: 'approve' } });
  for (const code of ['BONUS50', 'SPORT20', 'SILK']) {
    const r = await http(port, 'POST', api('campaigns.activateOffer'), { form: { promo_code: code }, cookie, headers });
    if (r.status !== 200) throw new Error(`${code}: ${r.body}`);
  }
  const list = async (method: string, kind: 'casino' | 'betting') =>
    (JSON.parse((await http(port, 'GET', `${api(method)}&count=50`, { cookie })).body).data.items as Array<{ id: number }>).map((b) => ({ id: b.id, kind }));
  const bonuses = [...(await list('bonuses.get', 'casino')), ...(await list('BettingBonuses.get', 'betting'))];
  const token = launchToken((await http(port, 'GET', '/platform/game/oltin_silk_fortune/play?mode=real', { cookie })).body);
  return { cookie, token, bonuses };
}

it('keeps bonus money equal to its ledger when killed during bonus play', async () => {
  const child = await bed.start();
  const players = await Promise.all([1, 2, 3].map((n) => newPlayer(child.port, n)));
  let moves = 0;
  const r = rng(99);
  const step = async () => {
    const player = r.pick(players);
    const target = r.pick(player.bonuses);
    const method = target.kind === 'casino' ? 'bonuses' : 'BettingBonuses';
    const pick = r.next();
    if (pick < 0.55) {
      const status = await gameRound(child.port, player.token, { round_id: `crash-bonus-${r.int(0, 1e12)}`, bet: { stake: r.int(10, 1_500) } });
      if (status === 200) moves++;
    } else if (pick < 0.8) {
      await http(child.port, 'POST', api(`${method}.activate`), { form: { bonus_id: String(target.id) }, cookie: player.cookie });
    } else if (pick < 0.9 && target.kind === 'casino') {
      await http(child.port, 'POST', api('bonuses.deactivate'), { form: { bonus_id: String(target.id) }, cookie: player.cookie });
    } else {
      await http(child.port, 'POST', api(`${method}.remove`), { form: { bonus_id: String(target.id) }, cookie: player.cookie });
    }
  };
  await killDuring(child, step, () => pause(2500));
  expect(moves).toBeGreaterThan(5);

  // The restart recovers; its expiry job runs once at start.
  await restartCleanly(bed, 1500);

  const database = await bed.open();
  const db = database.db;
  expect(await ledgerMismatches(db)).toEqual([]);
  expect(await negativeMoney(db)).toBe(0);
  const twice = await sql<{ account_id: number }>`select account_id from bonuses where status = 'active' group by account_id, kind having count(*) > 1`.execute(
    db,
  );
  expect(twice.rows).toEqual([]);
  const orphan = await sql<{ account_id: number }>`
    select b.account_id from balances b
    where b.kind in ('bonus', 'betting_bonus') and b.amount > 0
      and not exists (select 1 from bonuses x where x.account_id = b.account_id and x.status = 'active'
        and x.kind = case b.kind when 'bonus' then 'casino' else 'betting' end)`.execute(db);
  expect(orphan.rows).toEqual([]);
  // Each record's ending moved what it says: credited once if activated, forfeited and converted amounts in the ledger.
  const wrong = await sql<{ id: number }>`
    select x.id from bonuses x
    where x.account_id in (select id from accounts where login like 'crashbonus%') and ((x.freespin_pack_id is null and
      coalesce((select sum(amount) from ledger l where l.account_id = x.account_id and l.idempotency_key = 'bonus:' || x.id || ':credit'), 0)
        <> case when x.activated_at is not null then x.amount else 0 end)
      or coalesce(-(select sum(amount) from ledger l where l.account_id = x.account_id and l.idempotency_key = 'bonus:' || x.id || ':forfeit'), 0) <> coalesce(x.forfeited, 0)
      or coalesce((select sum(amount) from ledger l where l.account_id = x.account_id and l.idempotency_key = 'bonus:' || x.id || ':convert'), 0) <> coalesce(x.converted, 0))`.execute(
    db,
  );
  const records = await sql<{
    n: string;
  }>`select count(*) as n from bonuses where account_id in (select id from accounts where login like 'crashbonus%')`.execute(db);
  expect(Number(records.rows[0]!.n)).toBe(3 * 4);
  expect(wrong.rows).toEqual([]);
  console.log(`killed after ${moves} paid or free rounds with bonus activity (${database.driver})`);
}, 240_000);

// A bench player's calls on the real API: sign-up, a deposit through the demo payment provider
// and the approval on its checkout, a slot opened with real money.

export const V = 'v=2.34&locale=uz';
export const SLOT = 'oltin_silk_fortune';
export const FORM = 'application/x-www-form-urlencoded';
export const form = (o) => new URLSearchParams(o).toString();

let nextAddress = 1;
/** Each player comes from an address of its own (per-address limits count each apart). */
function address() {
  const n = nextAddress++;
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
}

/**
 * The demo card method's bounds in the player's currency (the account's currency follows the
 * locale, and each currency has its own bounds), in major units as the cashier answers them.
 */
export async function cardBounds(call, p) {
  const r = await call('GET', `/api/cashier.getdepositsettings?${V}`, { headers: { cookie: p.cookie, 'x-forwarded-for': p.ip } });
  if (r.status !== 200) throw new Error(`deposit settings failed: ${r.status} ${r.text.slice(0, 300)}`);
  const card = JSON.parse(r.text).data.methods.find((m) => m.sysname === 'visa_mastercard');
  if (!card) throw new Error('the demo card method is not offered to a bench player');
  return { min: card.min, max: card.max };
}

/** `cashier.makedeposit`, then the approval on the demo checkout it answers: both answers (the second null when the first failed). */
export async function deposit(call, p, amount) {
  const r = await call('POST', `/api/cashier.makedeposit?${V}`, {
    headers: { cookie: p.cookie, 'content-type': FORM, 'x-forwarded-for': p.ip, 'idempotency-key': `bench-${p.id}-${p.deposits++}` },
    body: form({ method: 'visa_mastercard', amount: String(amount) }),
  });
  if (r.status !== 200) return [r, null];
  const url = JSON.parse(r.text).data.redirect.url;
  const decided = await call('POST', url, { headers: { 'content-type': FORM, 'x-forwarded-for': p.ip }, body: form({ decision: 'approve' }) });
  return [r, decided];
}

/**
 * Opens the slot with real money: `p.token` is the launch's token for the game provider's round
 * API, `p.stake` the smallest stake of the player's currency (minor units), read from the game's session.
 */
export async function launch(call, p) {
  const r = await call('GET', `/platform/game/${SLOT}/play?mode=real`, { headers: { cookie: p.cookie, 'x-forwarded-for': p.ip } });
  const token = /"token":"([A-Za-z0-9_-]{43})"/.exec(r.text)?.[1];
  if (!token) throw new Error(`game launch failed: ${r.status} ${r.text.slice(0, 200)}`);
  p.token = token;
  if (!p.stake) {
    const session = await call('GET', '/platform/game/api/session', { headers: { authorization: `Bearer ${token}`, 'x-forwarded-for': p.ip } });
    if (session.status !== 200) throw new Error(`game session failed: ${session.status} ${session.text.slice(0, 200)}`);
    p.stake = JSON.parse(session.text).data.limits.min;
  }
}

/** A round's body for the round API: the player's next round at the smallest stake. */
export const roundBody = (p) => JSON.stringify({ round_id: `round-${p.id}-${p.rounds++}`, bet: { stake: p.stake } });

/**
 * Setup (not measured): sign-up, the slot opened with real money, a paid deposit of 500 smallest
 * stakes (the same footing in every currency); later deposits pay the card's minimum.
 */
export async function createPlayer(call, id, runId) {
  const p = { id: `${runId}-${id}`, ip: address(), cookie: '', token: '', stake: 0, deposits: 0, rounds: 0, depositAmount: 0 };
  const r = await call('POST', `/api/auth.register?${V}`, {
    headers: { 'content-type': FORM, 'x-forwarded-for': p.ip },
    body: form({ login: `bench-${p.id}@example.org`, password: 'secret12', terms: '1' }),
  });
  if (r.status !== 200) throw new Error(`sign-up failed: ${r.status} ${r.text.slice(0, 300)}`);
  p.cookie = String(r.headers['set-cookie']).split(';')[0];
  await launch(call, p);
  const { min, max } = await cardBounds(call, p);
  p.depositAmount = min;
  // Stakes are minor units and the cashier's bounds major ones; every currency here has 2 decimals.
  const [made, decided] = await deposit(call, p, Math.min(max, Math.max(min, (p.stake * 500) / 100)));
  if (made.status !== 200 || decided?.status !== 303) throw new Error(`deposit failed: ${made.status} ${made.text.slice(0, 300)}`);
  return p;
}

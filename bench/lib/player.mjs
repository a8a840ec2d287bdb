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

/** Opens the slot with real money: `p.token` is the launch's token for the game provider's round API. */
export async function launch(call, p) {
  const r = await call('GET', `/platform/game/${SLOT}/play?mode=real`, { headers: { cookie: p.cookie, 'x-forwarded-for': p.ip } });
  const token = /"token":"([A-Za-z0-9_-]{43})"/.exec(r.text)?.[1];
  if (!token) throw new Error(`game launch failed: ${r.status} ${r.text.slice(0, 200)}`);
  p.token = token;
}

/** Setup (not measured): sign-up, a paid deposit, the slot opened with real money. */
export async function createPlayer(call, id, runId) {
  const p = { id: `${runId}-${id}`, ip: address(), cookie: '', token: '', deposits: 0, rounds: 0 };
  const r = await call('POST', `/api/auth.register?${V}`, {
    headers: { 'content-type': FORM, 'x-forwarded-for': p.ip },
    body: form({ login: `bench-${p.id}@example.org`, password: 'secret12', terms: '1' }),
  });
  if (r.status !== 200) throw new Error(`sign-up failed: ${r.status} ${r.text.slice(0, 300)}`);
  p.cookie = String(r.headers['set-cookie']).split(';')[0];
  const [made, decided] = await deposit(call, p, 500);
  if (made.status !== 200 || decided?.status !== 303) throw new Error(`deposit failed: ${made.status} ${made.text.slice(0, 300)}`);
  await launch(call, p);
  return p;
}

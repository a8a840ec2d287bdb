/**
 * Every method of the table, one parameter at a time, with hostile values, as a guest and as a
 * player: the answer is never a 5xx. The methods and their parameter names come from the shared
 * table and schemas, so a new method or parameter is fuzzed without a change here.
 */
import { METHODS, type MethodName } from '@casino/contract';
import { SCHEMAS } from '@casino/contract/schemas';
import { createTestServer, TEST_ORIGIN, type TestServer } from '../testing/server';

/** Values as they go on the wire (percent-encoded), so lone surrogates and NUL arrive as sent. */
const HOSTILE: [string, string][] = [
  ['NUL', '%00'],
  ['NUL inside', 'abc%00def'],
  ['a lone surrogate (invalid UTF-8)', '%ED%A0%80'],
  ['control characters', '%01%1B%7F%C2%85'],
  ['a huge number', '9'.repeat(400)],
  ['an overflowing number', '1e309'],
  ['a tiny number', '-1e-400'],
  ['a 64-bit number', '9223372036854775808'],
  ['a negative', '-2147483649'],
  ['JSON', encodeURIComponent('{"__proto__":{"admin":true},"a":[1,{"b":null}]}')],
  ['JSON with escapes', encodeURIComponent('{"query":"\\u0000\\ud800","types":["\\u0000"]}')],
  ['a JSON array', encodeURIComponent('[1,2,3]')],
  ['SQL', encodeURIComponent("' OR '1'='1'; DROP TABLE accounts; --")],
  ['HTML', encodeURIComponent('<img src=x onerror=alert(1)><script>alert(1)</script>')],
  ['5,000 characters', 'x'.repeat(5000)],
  ['5,000 multibyte characters', encodeURIComponent('ж'.repeat(5000))],
  ['empty', ''],
];

const METHOD_NAMES = Object.keys(METHODS) as MethodName[];

function parameterNames(method: MethodName): string[] {
  const schema = SCHEMAS[method].params as unknown as { shape?: Record<string, unknown>; _zod?: { def?: { in?: { shape?: Record<string, unknown> } } } };
  return Object.keys(schema.shape ?? schema._zod?.def?.in?.shape ?? {});
}

let s: TestServer;
let playerCookie: string;
let ip = 0;
const nextIp = () => `10.77.${Math.floor(++ip / 250) % 250}.${ip % 250}`;

async function signIn(): Promise<string> {
  const r = await s.app.inject({
    method: 'POST',
    url: '/api/auth.login?v=2.34&locale=uz',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: TEST_ORIGIN },
    remoteAddress: nextIp(),
    payload: 'login=fuzz%40example.org&password=secret12',
  });
  const cookie = ([] as string[]).concat(r.headers['set-cookie'] ?? []).find((c) => /^(__Host-)?sid=/.test(c));
  if (!cookie) throw new Error(`sign-in failed: ${r.statusCode} ${r.body}`);
  return cookie.split(';')[0]!;
}

beforeAll(async () => {
  s = await createTestServer();
  await s.app.inject({
    method: 'POST',
    url: '/api/auth.register?v=2.34&locale=uz',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: TEST_ORIGIN },
    payload: 'login=fuzz%40example.org&password=secret12',
  });
  playerCookie = await signIn();
}, 60_000);
afterAll(() => s.close());

async function call(method: MethodName, encoded: string, cookie: string | null): Promise<number> {
  const headers: Record<string, string> = { ...(cookie ? { cookie } : {}), 'idempotency-key': `fuzz-${ip}-key` };
  const r =
    METHODS[method].verb === 'GET'
      ? await s.app.inject({ method: 'GET', url: `/api/${method}?v=2.34&locale=uz&${encoded}`, headers, remoteAddress: nextIp() })
      : await s.app.inject({
          method: 'POST',
          url: `/api/${method}?v=2.34&locale=uz`,
          headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded', origin: TEST_ORIGIN },
          remoteAddress: nextIp(),
          payload: encoded,
        });
  return r.statusCode;
}

it('reads parameter names for every method that takes any', () => {
  expect(parameterNames('games.get')).toEqual(expect.arrayContaining(['query', 'fields', 'options', 'offset']));
  expect(parameterNames('account.changepassword')).toEqual(expect.arrayContaining(['old_password', 'password']));
});

describe.each(METHOD_NAMES)('%s', (method) => {
  it.each(['guest', 'player'] as const)('answers no 5xx to hostile values of any one parameter, as a %s', async (role) => {
    const failures: string[] = [];
    for (const name of parameterNames(method)) {
      for (const [label, value] of HOSTILE) {
        for (const encoded of [`${name}=${value}`, `${name}=${value}&${name}=${value}`]) {
          const status = await call(method, encoded, role === 'player' ? playerCookie : null);
          if (status >= 500) failures.push(`${name} = ${label}${encoded.includes('&') ? ' (repeated)' : ''}: ${status}`);
        }
      }
    }
    // A hostile sign-out call may have ended the player's session: the next method gets a fresh one.
    if (role === 'player') playerCookie = await signIn();
    expect(failures).toEqual([]);
  });
});

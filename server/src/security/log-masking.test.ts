/**
 * At debug level the server logs a line per request with its URL. Secrets travel in some URLs
 * (an unsubscribe link's token, an OAuth callback's code and state, the ticket of a second-factor
 * step after a provider's sign-in, a checkout page's token): the log shows those values as `***`
 * and keeps the parameters' names.
 */
import { createTestServer, type TestServer } from '../testing/server';
import { maskUrl } from './log-masking';

let s: TestServer;
const lines: string[] = [];

beforeAll(async () => {
  s = await createTestServer({ env: { LOG_LEVEL: 'debug' } });
  // The logger's destination (pino's stream, shared by every request's child logger): its lines are kept here.
  const streamKey = Object.getOwnPropertySymbols(s.app.log).find((k) => k.description === 'pino.stream')!;
  const stream = (s.app.log as unknown as Record<symbol, { write(line: string): unknown }>)[streamKey]!;
  stream.write = (line: string) => {
    lines.push(line);
    return true;
  };
}, 90_000);
afterAll(() => s.close());

const UNSUBSCRIBE = '42.e.1999999999.AbCdEfGhIjK.ZmFrZXNpZ25hdHVyZWZha2VzaWduYXR1cmVmYWtlc2ln';
const CODE = 'oauthCodeSecret0123456789';
const STATE = 'oauthStateSecret0123456789';
const TICKET = 'ticketSecret0123456789abcdefghijklmnopqrstu';
const CHECKOUT = 'checkoutSecret0123456789abcdefghijklmnopqr';

it('masks secret query values and path tokens in the request lines, keeping the names', async () => {
  lines.length = 0;
  const urls = [
    `/unsubscribe?token=${UNSUBSCRIBE}`,
    `/ru/unsubscribe?token=${encodeURIComponent(UNSUBSCRIBE)}`,
    `/oauth/callback/dev?code=${CODE}&state=${STATE}`,
    `/?social_auth=two_factor&ticket=${TICKET}&resend_time=60`,
    `/payments/demo/checkout/${CHECKOUT}`,
    `/oauth/dev/authorize?response_type=code&state=${STATE}&code_challenge=${CODE}`,
  ];
  for (const url of urls) await s.app.inject({ method: 'GET', url });
  await s.app.inject({ method: 'DELETE', url: `/no/such/route?token=${UNSUBSCRIBE}` });
  const log = lines.join('');
  // The request lines are there (one per request)...
  expect(log).toContain('"msg":"request"');
  expect(log).toContain('/unsubscribe?token=***');
  expect(log).toContain('/oauth/callback/dev?code=***&state=***');
  expect(log).toContain('/?social_auth=two_factor&ticket=***&resend_time=60');
  expect(log).toContain('/payments/demo/checkout/***');
  expect(log).toContain('/oauth/dev/authorize?response_type=code&state=***&code_challenge=***');
  expect(log).toContain('/no/such/route?token=***');
  // ...without any of the secrets.
  for (const secret of [UNSUBSCRIBE, encodeURIComponent(UNSUBSCRIBE), 'ZmFrZXNpZ25hdHVyZWZha2VzaWduYXR1cmVmYWtlc2ln', CODE, STATE, TICKET, CHECKOUT]) {
    expect(log).not.toContain(secret);
  }
});

describe('maskUrl', () => {
  it('masks by name, whatever the case or encoding of the name, and keeps the rest', () => {
    expect(maskUrl('/a?Token=x&TOKEN=y&%74oken=z&page=2')).toBe('/a?Token=***&TOKEN=***&%74oken=***&page=2');
    expect(maskUrl('/a?access_token=x&refresh_token=y&client_secret=z&code_verifier=v')).toBe(
      '/a?access_token=***&refresh_token=***&client_secret=***&code_verifier=***',
    );
    expect(maskUrl('/a?token=&flag&token')).toBe('/a?token=***&flag&token');
    expect(maskUrl('/gamehall?category=slot&locale=ru')).toBe('/gamehall?category=slot&locale=ru');
    expect(maskUrl('/a?x=%E0%A4%A&code=1')).toBe('/a?x=%E0%A4%A&code=***');
    expect(maskUrl('/payments/demo/checkout/abc?x=1')).toBe('/payments/demo/checkout/***?x=1');
    expect(maskUrl('/plain/path')).toBe('/plain/path');
    // An operator's release preview pass (domains/releases/preview.ts).
    expect(maskUrl('/preview?pass=eyJvIjoib3BlcmF0b3IifQ.mac')).toBe('/preview?pass=***');
  });
});

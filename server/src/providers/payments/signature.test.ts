import { signPayload, verifySignature } from '../callbacks/signature';
import { allowedDecisions, callbackBody, merchantStatus, returnPath } from './demo-provider';

describe('callback signatures', () => {
  const secret = 'test-secret';
  const body = '{"event_id":"x","amount":100}';
  const now = 1_750_000_000_000;
  const ts = Math.floor(now / 1000);

  it('accept the signed body within the tolerance', () => {
    expect(verifySignature(secret, { signature: signPayload(secret, ts, body), timestamp: String(ts) }, body, 300, now)).toEqual({ ok: true });
    expect(verifySignature(secret, { signature: signPayload(secret, ts - 299, body), timestamp: String(ts - 299) }, body, 300, now)).toEqual({ ok: true });
  });

  it('refuse other bodies, secrets, stale or future timestamps and missing headers', () => {
    const signature = signPayload(secret, ts, body);
    expect(verifySignature(secret, { signature, timestamp: String(ts) }, body.replace('100', '1000'), 300, now)).toEqual({ ok: false, reason: 'mismatch' });
    expect(verifySignature('other', { signature, timestamp: String(ts) }, body, 300, now)).toEqual({ ok: false, reason: 'mismatch' });
    expect(verifySignature(secret, { signature, timestamp: String(ts + 1) }, body, 300, now)).toEqual({ ok: false, reason: 'mismatch' });
    expect(verifySignature(secret, { signature: signPayload(secret, ts - 301, body), timestamp: String(ts - 301) }, body, 300, now)).toEqual({
      ok: false,
      reason: 'stale',
    });
    expect(verifySignature(secret, { signature: signPayload(secret, ts + 400, body), timestamp: String(ts + 400) }, body, 300, now)).toEqual({
      ok: false,
      reason: 'stale',
    });
    expect(verifySignature(secret, { timestamp: String(ts) }, body, 300, now)).toEqual({ ok: false, reason: 'missing' });
    expect(verifySignature(secret, { signature, timestamp: '12abc' }, body, 300, now)).toEqual({ ok: false, reason: 'missing' });
    expect(verifySignature(secret, { signature: 'v1=short', timestamp: String(ts) }, body, 300, now)).toEqual({ ok: false, reason: 'mismatch' });
  });
});

describe('demo provider', () => {
  const row = {
    token: 'a'.repeat(32),
    order_id: 42,
    amount: 1500,
    currency: 'USD',
    description: 'Visa',
    locale: 'ru' as const,
    flow: 'redirect' as const,
    status: 'approved' as const,
    callback_due: true,
    callback_attempts: 0,
    callback_error: null,
    callback_next_at: null,
    created_at: new Date(),
    decided_at: new Date(),
  };

  it('names each outcome with one event id and the merchant status', () => {
    const body = JSON.parse(callbackBody(row));
    expect(body).toMatchObject({ event_id: `${row.token}.approved`, order_id: 42, reference: row.token, status: 'success', amount: 1500, currency: 'USD' });
    expect(['open', 'pending', 'approved', 'declined', 'cancelled'].map((s) => merchantStatus(s as never))).toEqual([
      'pending',
      'pending',
      'success',
      'fail',
      'cancel',
    ]);
  });

  it('sends the payer to the outcome page of their language', () => {
    expect(returnPath(row)).toBe('/ru/cashier/paysuccess/42');
    expect(returnPath({ ...row, locale: 'uz', status: 'declined' })).toBe('/cashier/payfail/42');
    expect(returnPath({ ...row, locale: 'uz', status: 'pending' })).toBe('/cashier/paypending/42');
    expect(returnPath({ ...row, locale: 'uz', status: 'cancelled' })).toBe('/cashier/paycancel');
  });

  it('takes decisions only while undecided', () => {
    expect(allowedDecisions('open')).toEqual(['approve', 'decline', 'pending', 'cancel']);
    expect(allowedDecisions('pending')).toEqual(['approve', 'decline', 'cancel']);
    expect(allowedDecisions('approved')).toEqual([]);
  });
});

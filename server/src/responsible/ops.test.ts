/**
 * Lifting a time-out or self-exclusion early is an operator's decision: behind the ops token,
 * with a reason, audited; refused when nothing runs; the player can sign in again afterwards.
 */
import { auditOf } from '../audit/audit';
import { cashierClient } from '../testing/cashier';
import { createTestServer, type TestServer } from '../testing/server';
import { excludeFromPlay } from './exclusions';

let s: TestServer;
beforeAll(async () => {
  s = await createTestServer();
}, 90_000);
afterAll(() => s.close());

const ops = (method: 'GET' | 'POST', url: string, payload?: object, token = 'ops-secret') =>
  s.app.inject({ method, url, headers: { authorization: `Bearer ${token}`, 'x-ops-actor': 'compliance' }, ...(payload ? { payload } : {}) });

describe('exclusions over the ops API', () => {
  it('shows a permanent self-exclusion and lifts it with a reason, once, audited', async () => {
    const { id } = await cashierClient(s.app).player();
    await excludeFromPlay(s.database.db, { accountId: id, period: 'permanent', ip: null });

    expect((await ops('GET', `/ops/exclusions/${id}`, undefined, 'wrong')).statusCode).toBe(401);
    const shown = (await ops('GET', `/ops/exclusions/${id}`)).json().data.exclusion;
    expect(shown).toMatchObject({ kind: 'self_exclusion', period: 'permanent', until: null, active: true });

    const noReason = await ops('POST', `/ops/exclusions/${id}/lift`, {});
    expect([noReason.statusCode, noReason.json().error.type]).toEqual([400, 'InvalidParameterException']);
    const lifted = await ops('POST', `/ops/exclusions/${id}/lift`, { reason: 'Reviewed by compliance after 12 months' });
    expect(lifted.json()).toEqual({ data: { lifted: true } });
    expect((await ops('GET', `/ops/exclusions/${id}`)).json().data.exclusion).toBeNull();

    const again = await ops('POST', `/ops/exclusions/${id}/lift`, { reason: 'Reviewed again' });
    expect([again.statusCode, again.json().error.fields]).toEqual([400, { uid: 'no_running_exclusion' }]);
    const [entry] = await auditOf(s.database.db, id);
    expect(entry).toMatchObject({
      action: 'exclusion.lifted',
      actor: 'ops:token:bootstrap',
      details: { kind: 'self_exclusion', reason: 'Reviewed by compliance after 12 months' },
    });
  });

  it('answers bad ids with a typed error', async () => {
    for (const uid of ['0', 'abc', '-1']) {
      const r = await ops('GET', `/ops/exclusions/${uid}`);
      expect([r.statusCode, r.json().error.type]).toEqual([400, 'InvalidParameterException']);
    }
  });
});

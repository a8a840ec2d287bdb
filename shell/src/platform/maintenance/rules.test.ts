import { partOfPath, recheckDelay, returnPath, RECHECK_MAX_MS } from './rules';

describe('maintenance rechecks and the way back', () => {
  it('backs off from 2 s up to the cap, never past a known end', () => {
    const now = Date.parse('2026-12-02T12:00:00Z');
    expect(recheckDelay(0, now)).toBe(2000);
    expect(recheckDelay(1, now)).toBe(4000);
    expect(recheckDelay(10, now)).toBe(RECHECK_MAX_MS);
    expect(recheckDelay(10, now, '2026-12-02T12:00:03Z')).toBe(3500);
  });

  it('sends back only to a page of this site that is not the maintenance page', () => {
    expect(returnPath('/cashier/deposit?x=1')).toBe('/cashier/deposit?x=1');
    expect(returnPath('//evil.example')).toBeNull();
    expect(returnPath('https://evil.example')).toBeNull();
    expect(returnPath('/ru/maintenance')).toBeNull();
    expect(returnPath(undefined)).toBeNull();
  });

  it('knows the part of a path', () => {
    expect(partOfPath('/cashier/deposit')).toBe('cashier');
    expect(partOfPath('/ru/gamehall')).toBe('casino');
    expect(partOfPath('/support')).toBeNull();
  });
});

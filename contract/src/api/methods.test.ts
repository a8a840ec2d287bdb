import { z } from 'zod';
import { API_VERSION, isMethodName, METHODS, type MethodName } from './methods';
import { SCHEMAS } from '../schemas';

const names = Object.keys(METHODS) as MethodName[];

describe('the method table', () => {
  it('names each method once, as namespace.method, however it is cased', () => {
    for (const name of names) expect(name).toMatch(/^[A-Za-z]+\.[A-Za-z]+$/);
    // A client calls case-insensitively (spec §7 mixes `Account.` and `account.`): two names alike but for case would collide.
    const folded = names.map((n) => n.toLowerCase());
    expect(new Set(folded).size).toBe(folded.length);
  });

  it('gives every method a verb, and public answers only to methods without a session', () => {
    for (const name of names) {
      const spec = METHODS[name] as { verb: string; auth: boolean; public?: boolean };
      expect(['GET', 'POST']).toContain(spec.verb);
      if (spec.public) expect(spec.auth).toBe(false);
    }
  });

  it('has parameter and result schemas for every method, and none for a method it does not name', () => {
    expect(Object.keys(SCHEMAS).sort()).toEqual([...names].sort());
    for (const name of names) {
      const schemas = SCHEMAS[name] as { params: unknown; result: unknown };
      expect(schemas.params).toBeInstanceOf(z.ZodType);
      expect(schemas.result).toBeInstanceOf(z.ZodType);
    }
  });

  it('tells a method name from any other text', () => {
    expect(isMethodName('account.getInfo')).toBe(true);
    expect(isMethodName('account.getinfo')).toBe(false);
    expect(isMethodName('toString')).toBe(false);
    expect(isMethodName('constructor')).toBe(false);
  });

  it('sends the API version of spec §7', () => {
    expect(API_VERSION).toMatch(/^\d+\.\d+$/);
  });
});

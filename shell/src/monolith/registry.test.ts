import { CONTRACT_MAJOR } from '@casino/shared';
import { areaOwner, KNOWN_AREAS } from '../federation/registry';
import { fetchRegistry, inlineRegistry, MONOLITH_REGISTRY } from './registry';

describe('the registry of the shell built as one application', () => {
  it('names every remote of the workspace with its areas and the contract it is built with, and is never fetched', async () => {
    expect(MONOLITH_REGISTRY.failed).toBe(false);
    expect(MONOLITH_REGISTRY.doc.remotes.map((r) => r.name).sort()).toEqual(Object.keys(KNOWN_AREAS).sort());
    for (const entry of MONOLITH_REGISTRY.doc.remotes) {
      expect(entry.prefixes).toEqual(KNOWN_AREAS[entry.name]);
      expect(entry.contract).toBe(CONTRACT_MAJOR);
    }
    expect(inlineRegistry()).toBe(MONOLITH_REGISTRY);
    const fetchSpy = jest.fn();
    globalThis.fetch = fetchSpy;
    await expect(fetchRegistry()).resolves.toBe(MONOLITH_REGISTRY);
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(areaOwner('gamehall', MONOLITH_REGISTRY)).toBe('casino');
  });
});

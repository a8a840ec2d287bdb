import * as react from 'react';
import * as casinoShared from '@casino/shared';
import singletonsConfig from '@casino/shared/build/singletons.json';
import { provideSingletons, singletons, SINGLETONS_GLOBAL } from './singletons';

describe('the singletons the shell hands to remotes', () => {
  it('are exactly the modules remotes’ builds take from the shell', () => {
    expect(Object.keys(singletons).sort()).toEqual([...singletonsConfig.modules].sort());
    expect((singletons.react as typeof react).useState).toBe(react.useState);
    expect((singletons['@casino/shared'] as typeof casinoShared).bus).toBe(casinoShared.bus);
  });

  it('are put on the page once, and cannot be replaced by a later script', () => {
    const page = {} as Record<string, unknown>;
    provideSingletons(page);
    provideSingletons(page);
    expect(page[SINGLETONS_GLOBAL]).toBe(singletons);
    expect(() => {
      'use strict';
      page[SINGLETONS_GLOBAL] = {};
    }).toThrow(TypeError);
    expect(Object.isFrozen(singletons)).toBe(true);
  });
});

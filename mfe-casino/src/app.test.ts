import { bus } from '@casino/shared';
import { describeRemoteContract } from '@casino/shared/testing';
import { platform } from './lib/platform';
import app from './app';
import pkg from '../package.json';

describeRemoteContract(app, pkg, __dirname);

describe('what the game hall offers the shell', () => {
  it('offers the home rows, the header search button, the games search and the demo-mode dialogs', () => {
    expect(Object.keys(app.slots ?? {}).sort()).toEqual(['header.search', 'home.games']);
    expect(Object.keys(app.dialogs ?? {}).sort()).toEqual(['demo-mode', 'games-search']);
  });

  it('calls the API through the platform the shell starts it with, until stopped', () => {
    const api = { call: jest.fn() };
    const stop = app.start!({ api, bus, locale: () => 'uz', navigate: () => undefined });
    expect(platform().api).toBe(api);
    stop();
    expect(() => platform()).toThrow();
  });
});

import { isTransient } from './plugins';
import { isSharedRefusal, unmetSingleton } from './shared-refusal';

describe('a singleton a remote needs and the page cannot provide', () => {
  const host = { name: 'shell', options: { shared: { react: [{ version: '19.3.1' }], zustand: [{ version: '5.1.0' }] } } };
  const remote = (react: string) => ({
    name: 'mfe_casino',
    options: {
      shared: {
        react: [{ version: react.slice(1), shareConfig: { singleton: true, requiredVersion: react } }],
        zustand: [{ version: '5.1.0', shareConfig: { singleton: true, requiredVersion: '^5.0.0' } }],
      },
    },
  });

  it('is found before the remote runs, in the words Module Federation uses', () => {
    const error = unmetSingleton(host, remote('^20.0.0'));
    expect(error?.message).toBe(
      'Version 19.3.1 from shell of shared singleton module react does not satisfy the requirement of mfe_casino which needs ^20.0.0',
    );
    expect(isSharedRefusal(error)).toBe(true);
    expect(isTransient(error)).toBe(false);
  });

  it('is a package the page does not provide at all', () => {
    const needsRouter = { name: 'mfe_casino', options: { shared: { 'react-router': [{ shareConfig: { singleton: true, requiredVersion: '^7.18.5' } }] } } };
    const error = unmetSingleton(host, needsRouter);
    expect(error?.message).toMatch(/provides no shared singleton module react-router/);
    expect(isSharedRefusal(error)).toBe(true);
  });

  it('is nothing when the page has what the remote was built with or newer', () => {
    expect(unmetSingleton(host, remote('^19.0.0'))).toBeNull();
    expect(unmetSingleton(host, remote('^19.3.1'))).toBeNull();
  });
});

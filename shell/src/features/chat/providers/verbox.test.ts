import { verbox } from './verbox';
import { loadInJsdom, resetWindow, scriptLoaded, widgetScript, win } from './testing';

afterEach(() => resetWindow(['Verbox', 'supportAPIMethod']));

const ID = '0123456789abcdef0123456789abcdef';

describe('verbox loader', () => {
  it("sets supportAPIMethod and a queue stub, then loads support.js with id 'supportScript'", () => {
    loadInJsdom(verbox, { id: ID });
    expect(win().supportAPIMethod).toBe('Verbox');
    const stub = win().Verbox as ((...a: unknown[]) => void) & { q?: unknown[][] };
    stub('open');
    expect(stub.q).toEqual([['open']]);
    expect(widgetScript()?.src).toBe(`https://admin.verbox.ru/support/support.js?h=${ID}`);
    expect(widgetScript()?.id).toBe('supportScript');
  });

  it('waits until the real API replaced the stub, then sends the client info', async () => {
    const handle = loadInJsdom(verbox, { id: ID });
    expect(verbox.ready(win(), { loaded: true, signalled: false, elements: [] }, {})).toBe(false);
    const api = jest.fn();
    win().Verbox = api;
    scriptLoaded();
    await expect(handle.ready).resolves.toBe(true);
    expect(api).toHaveBeenCalledWith('setClientInfo', { name: 'Lucky', email: 'lucky@example.com', uid: '42' });
    handle.stop();
    expect(win().Verbox).toBeUndefined();
    expect(win().supportAPIMethod).toBeUndefined();
  });

  it('needs a 32-hex id', () => {
    expect(verbox.script({ id: 'nothex' })).toBeNull();
  });
});

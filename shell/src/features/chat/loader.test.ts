import { CHAT_MAX_ATTEMPTS, CHAT_RETRY_MS, loadChatWidget } from './loader';
import type { ChatProvider, ChatWindow } from './types';

const win = () => window as unknown as ChatWindow;

function fakeProvider(overrides: Partial<ChatProvider> = {}): ChatProvider {
  return {
    type: 'liveChat',
    script: () => ({ src: 'https://vendor.example/widget.js', id: 'vendor-js' }),
    prepare: (w) => {
      w.VendorConfig = { ok: true };
    },
    ready: (w) => typeof w.VendorApi === 'object',
    start: jest.fn(),
    stop: jest.fn(),
    globals: () => ['VendorConfig', 'VendorApi'],
    badge: '#vendor-badge',
    ...overrides,
  };
}

beforeEach(() => {
  jest.useFakeTimers();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  jest.useRealTimers();
  delete win().VendorConfig;
  delete win().VendorApi;
  document.body.innerHTML = '';
});

describe('loadChatWidget', () => {
  it('retries every 500 ms until the vendor API is present (spec §9)', async () => {
    expect(CHAT_RETRY_MS).toBe(500);
    const provider = fakeProvider();
    const handle = loadChatWidget(provider, {}, null);
    jest.advanceTimersByTime(500 * 4);
    expect(provider.start).not.toHaveBeenCalled();
    win().VendorApi = {};
    jest.advanceTimersByTime(499);
    expect(provider.start).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(provider.start).toHaveBeenCalledTimes(1);
    await expect(handle.ready).resolves.toBe(true);
    jest.advanceTimersByTime(5000);
    expect(provider.start).toHaveBeenCalledTimes(1);
  });

  it('starts once even when the load event and the retry both find the API', async () => {
    const provider = fakeProvider();
    loadChatWidget(provider, {}, null);
    win().VendorApi = {};
    document.querySelector('script')!.dispatchEvent(new Event('load'));
    jest.advanceTimersByTime(500);
    expect(provider.start).toHaveBeenCalledTimes(1);
  });

  it('gives up after its attempts and logs it, leaving the page alone', async () => {
    const handle = loadChatWidget(fakeProvider(), {}, null, { attempts: 3 });
    jest.advanceTimersByTime(500 * 3);
    await expect(handle.ready).resolves.toBe(false);
    expect(console.error).toHaveBeenCalledWith('[chat] liveChat: not ready after 3 attempts', '');
    expect(CHAT_MAX_ATTEMPTS * CHAT_RETRY_MS).toBe(120_000);
  });

  it('logs a script that fails to load', async () => {
    const handle = loadChatWidget(fakeProvider(), {}, null);
    document.querySelector('script')!.dispatchEvent(new Event('error'));
    await expect(handle.ready).resolves.toBe(false);
    expect(console.error).toHaveBeenCalledWith('[chat] liveChat: script https://vendor.example/widget.js failed to load', '');
  });

  it("loads the config's scriptUrl instead of the vendor's (self-hosted copies, tests)", () => {
    loadChatWidget(fakeProvider(), { scriptUrl: '/dev/chat-widget.js?global=VendorApi' }, null);
    expect(document.querySelector('script')!.getAttribute('src')).toBe('/dev/chat-widget.js?global=VendorApi');
  });

  it.each(['javascript:alert(1)', '//evil.example/x.js', 'http://plain.example/x.js'])('ignores scriptUrl %s', (scriptUrl) => {
    loadChatWidget(fakeProvider(), { scriptUrl }, null);
    expect(document.querySelector('script')!.getAttribute('src')).toBe('https://vendor.example/widget.js');
  });

  it('stop removes the script, the launcher, added elements and the globals, and stops looking', async () => {
    const provider = fakeProvider();
    const handle = loadChatWidget(provider, {}, null, { badge: '#vendor-badge' });
    const badge = document.createElement('div');
    badge.id = 'vendor-badge';
    document.body.appendChild(badge);
    handle.stop();
    expect(provider.stop).toHaveBeenCalled();
    expect(document.querySelector('script')).toBeNull();
    expect(document.getElementById('vendor-badge')).toBeNull();
    expect(win().VendorConfig).toBeUndefined();
    win().VendorApi = {};
    jest.advanceTimersByTime(5000);
    expect(provider.start).not.toHaveBeenCalled();
    await expect(handle.ready).resolves.toBe(false);
  });

  it('does nothing but log when the config lacks what the vendor needs', async () => {
    const handle = loadChatWidget(fakeProvider({ script: () => null }), {}, null);
    expect(document.querySelector('script')).toBeNull();
    await expect(handle.ready).resolves.toBe(false);
    expect(win().VendorConfig).toBeUndefined();
  });

  it('logs a vendor API that throws on start', async () => {
    const handle = loadChatWidget(
      fakeProvider({
        start: () => {
          throw new Error('vendor bug');
        },
      }),
      {},
      null,
    );
    win().VendorApi = {};
    jest.advanceTimersByTime(500);
    await expect(handle.ready).resolves.toBe(false);
    expect(console.error).toHaveBeenCalledWith('[chat] liveChat: start failed', expect.any(Error));
  });
});

import { deviceSession, FRAUD_CHECK_DELAY_MS, fraudCheckHitUrl, refererOf, startTracking, trackIdOf, visitHitUrl } from './hits';

const query = (url: string) => Object.fromEntries(new URL(url, 'http://localhost').searchParams);

describe('hit URLs (spec §7)', () => {
  it('a visit carries the referer, the landing path and the track id', () => {
    const url = visitHitUrl({ pathname: '/ru/gamehall', search: '?utm=x&track_id=aff-7' }, 'https://search.example/?q=casino');
    expect(url.startsWith('/hit?')).toBe(true);
    expect(query(url)).toEqual({ referer: 'https://search.example/?q=casino', path: '/ru/gamehall', track_id: 'aff-7' });
  });

  it('a visit without a track id carries none', () => {
    expect(query(visitHitUrl({ pathname: '/', search: '' }, ''))).toEqual({ referer: '', path: '/' });
  });

  it('takes the last well-formed track id', () => {
    expect(trackIdOf('?track_id=a&track_id=b')).toBe('b');
    expect(trackIdOf('?track_id=%3Cscript%3E')).toBeNull();
    expect(trackIdOf(`?track_id=${'a'.repeat(129)}`)).toBeNull();
  });

  it('sends only web referers', () => {
    expect(refererOf('android-app://x')).toBe('');
    expect(refererOf(`https://a.example/${'x'.repeat(2100)}`)).toBe('');
  });

  it('the fraud check carries the device session', () => {
    expect(query(fraudCheckHitUrl('c2Vzc2lvbg==', ''))).toEqual({ seon_session: 'c2Vzc2lvbg==', referer: '' });
  });

  it('the device session is base64 JSON with an id kept for the tab', () => {
    const a = deviceSession(window);
    const b = deviceSession(window);
    const decoded = JSON.parse(new TextDecoder().decode(Uint8Array.from(atob(a), (c) => c.charCodeAt(0))));
    expect(decoded.sid).toEqual(expect.any(String));
    expect(JSON.parse(atob(b)).sid).toBe(decoded.sid);
    expect(a).toMatch(/^[A-Za-z0-9+/]+=*$/);
  });
});

describe('startTracking', () => {
  let images: string[];
  beforeEach(() => {
    jest.useFakeTimers();
    images = [];
    jest.spyOn(window.HTMLImageElement.prototype, 'src', 'set').mockImplementation(function (this: HTMLImageElement, value: string) {
      images.push(value);
    });
  });
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('sends the visit at once and the fraud check 3 s later when enabled', async () => {
    expect(FRAUD_CHECK_DELAY_MS).toBe(3000);
    startTracking({ fraudCheckEnabled: async () => true, elapsed: 0 });
    expect(images).toHaveLength(1);
    expect(images[0]).toMatch(/^\/hit\?referer=&path=%2F/);
    jest.advanceTimersByTime(2999);
    expect(images).toHaveLength(1);
    jest.advanceTimersByTime(1);
    await Promise.resolve();
    await Promise.resolve();
    expect(images).toHaveLength(2);
    expect(images[1]).toMatch(/^\/hit\?seon_session=/);
  });

  it('counts the 3 s from the start of the page, not of the tracker', async () => {
    startTracking({ fraudCheckEnabled: async () => true, elapsed: 1200 });
    jest.advanceTimersByTime(1799);
    await Promise.resolve();
    expect(images).toHaveLength(1);
    jest.advanceTimersByTime(1);
    await Promise.resolve();
    await Promise.resolve();
    expect(images).toHaveLength(2);
  });

  it('sends no fraud check when it is off, or when stopped first', async () => {
    startTracking({ fraudCheckEnabled: async () => false, elapsed: 0 });
    jest.advanceTimersByTime(3000);
    await Promise.resolve();
    const stop = startTracking({ fraudCheckEnabled: async () => true, elapsed: 0 });
    stop();
    jest.advanceTimersByTime(3000);
    await Promise.resolve();
    expect(images.filter((u) => u.includes('seon_session'))).toEqual([]);
  });
});

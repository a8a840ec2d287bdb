import { signServed, TOKEN_WINDOW_MS, verifyServed } from './served-token';

const SECRET = 'k'.repeat(43);
const served = { remote: 'casino', release: '1.1.0-abcdef0123', bucket: 12 };
const now = 1_800_000_000_000;

describe('served tokens', () => {
  it('answer the signed bucket for the release they were handed out with', () => {
    expect(verifyServed(SECRET, signServed(SECRET, served, now), 'casino', served.release, now)).toBe(12);
    expect(verifyServed(SECRET, signServed(SECRET, served, now), 'casino', served.release, now + TOKEN_WINDOW_MS)).toBe(12);
  });

  it('refuse another release, remote, key, an edited bucket, an old or future window and garbage', () => {
    const token = signServed(SECRET, served, now);
    expect(verifyServed(SECRET, token, 'casino', '1.0.0-0000000000', now)).toBeNull();
    expect(verifyServed(SECRET, token, 'profile', served.release, now)).toBeNull();
    expect(verifyServed('other', token, 'casino', served.release, now)).toBeNull();
    expect(verifyServed(SECRET, token.replace('.12.', '.13.'), 'casino', served.release, now)).toBeNull();
    expect(verifyServed(SECRET, token, 'casino', served.release, now + 2 * TOKEN_WINDOW_MS)).toBeNull();
    expect(verifyServed(SECRET, token, 'casino', served.release, now - TOKEN_WINDOW_MS)).toBeNull();
    for (const bad of [undefined, '', 'x', `${token}x`, '1.2.3', '\u0000']) expect(verifyServed(SECRET, bad, 'casino', served.release, now)).toBeNull();
  });
});

import { PREVIEW_TTL_MS, previewCookie, previewCookieName, signPreview, verifyPreview, type PreviewPass } from './preview';

const SECRET = 'a-secret-of-the-server';
const NOW = Date.UTC(2026, 11, 3, 6, 0, 0);
const pass: PreviewPass = { operator: 'operator:alice', remote: 'casino', release: '1.2.0-abcdef1234', expires: NOW + PREVIEW_TTL_MS };

describe('preview pass', () => {
  it('verifies as the operator, remote and release it was signed for until it expires', () => {
    const text = signPreview(SECRET, pass);
    expect(verifyPreview(SECRET, text, NOW)).toEqual(pass);
    expect(verifyPreview(SECRET, text, NOW + PREVIEW_TTL_MS - 1)).toEqual(pass);
  });

  it('lasts thirty minutes: an expired pass is no preview', () => {
    expect(PREVIEW_TTL_MS).toBe(30 * 60 * 1000);
    const text = signPreview(SECRET, pass);
    expect(verifyPreview(SECRET, text, NOW + PREVIEW_TTL_MS)).toBeNull();
  });

  it('is refused when its content or signature was changed, or another secret signed it', () => {
    const text = signPreview(SECRET, pass);
    const [payload, mac] = text.split('.') as [string, string];
    const otherRelease = Buffer.from(JSON.stringify({ o: pass.operator, r: 'casino', v: '9.9.9-0000000000', e: pass.expires })).toString('base64url');
    const later = Buffer.from(JSON.stringify({ o: pass.operator, r: 'casino', v: pass.release, e: pass.expires + 86_400_000 })).toString('base64url');
    expect(verifyPreview(SECRET, `${otherRelease}.${mac}`, NOW)).toBeNull();
    expect(verifyPreview(SECRET, `${later}.${mac}`, NOW)).toBeNull();
    expect(verifyPreview(SECRET, `${payload}.${mac.slice(0, -1)}${mac.endsWith('A') ? 'B' : 'A'}`, NOW)).toBeNull();
    expect(verifyPreview('another-secret', text, NOW)).toBeNull();
  });

  it('is refused when it is no pass at all, or names a remote that does not exist', () => {
    for (const text of [undefined, '', 'x', 'a.b', `${'a'.repeat(2000)}.${'b'.repeat(43)}`]) expect(verifyPreview(SECRET, text, NOW)).toBeNull();
    const unknown = signPreview(SECRET, { ...pass, remote: 'nowhere' as PreviewPass['remote'] });
    expect(verifyPreview(SECRET, unknown, NOW)).toBeNull();
  });

  it('is kept in an HttpOnly, SameSite=Lax cookie, Secure and __Host- named over HTTPS', () => {
    expect(previewCookie('p', false, 1800)).toBe('mfe_preview=p; Path=/; HttpOnly; SameSite=Lax; Max-Age=1800');
    expect(previewCookie('p', true, 1800)).toBe('__Host-mfe_preview=p; Path=/; HttpOnly; SameSite=Lax; Max-Age=1800; Secure');
    expect(previewCookieName(true)).toBe('__Host-mfe_preview');
    expect(previewCookie('', false, -5)).toContain('Max-Age=0');
  });
});

import { json } from '../db/sql';
import { createTestServer, type TestServer } from '../testing/server';
import { contentSecurityPolicy, scriptOriginOf, withScriptNonce } from './headers';

const directive = (policy: string, name: string) => policy.split(/;\s*/).find((d) => d.startsWith(`${name} `)) ?? '';

describe('contentSecurityPolicy', () => {
  it('allows own scripts and frames, the named script origins, inline script for custom code, never eval or any origin', () => {
    const policy = contentSecurityPolicy(['https://chat.example']);
    expect(directive(policy, 'script-src')).toContain("'self'");
    expect(directive(policy, 'script-src')).toContain('https://chat.example');
    expect(directive(policy, 'script-src')).not.toMatch(/unsafe-eval|\*|https: |https:$/);
    expect(directive(policy, 'frame-ancestors')).toBe("frame-ancestors 'self'");
    expect(directive(policy, 'frame-src')).toContain("'self'");
    expect(directive(policy, 'object-src')).toBe("object-src 'none'");
  });

  it("with the page's nonce, only scripts that carry it or that they add run (CSP 3 ignores 'unsafe-inline' then)", () => {
    const script = directive(contentSecurityPolicy([], 'abc123'), 'script-src');
    expect(script).toMatch(/^script-src 'nonce-abc123' 'strict-dynamic' /);
  });

  it("gives the page's executable scripts the nonce, and nothing else", () => {
    const page =
      '<head><script defer src="/main.js"></script><script type="module" src="/m.js"></script><script type="application/ld+json">{}</script><noscript>x</noscript></head>';
    expect(withScriptNonce(page, 'n0')).toBe(
      '<head><script nonce="n0" defer src="/main.js"></script><script nonce="n0" type="module" src="/m.js"></script><script type="application/ld+json">{}</script><noscript>x</noscript></head>',
    );
  });

  it('gives script preloads the nonce (a refused preload fetches the file twice), and no other link', () => {
    const page =
      '<head><link rel="preload" as="script" href="/r/a.js"><link rel="modulepreload" href="/m.js"><link rel="preload" as="image" href="/b.webp"><link rel="stylesheet" href="/s.css"></head>';
    expect(withScriptNonce(page, 'n0')).toBe(
      '<head><link nonce="n0" rel="preload" as="script" href="/r/a.js"><link nonce="n0" rel="modulepreload" href="/m.js"><link rel="preload" as="image" href="/b.webp"><link rel="stylesheet" href="/s.css"></head>',
    );
  });

  it('takes only https origins of script addresses', () => {
    expect(scriptOriginOf('https://widget.example/a/b.js?x=1')).toBe('https://widget.example');
    expect(scriptOriginOf('/dev/chat-widget.js')).toBeNull();
    // The demo's chat stand-in is on the site itself: 'self' already allows it.
    expect(scriptOriginOf('/demo/chat/jivosite')).toBeNull();
    expect(scriptOriginOf('javascript:alert(1)')).toBeNull();
    expect(scriptOriginOf("https://x.example'; script-src *")).toBeNull();
  });
});

describe('security headers over HTTP', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await createTestServer({ seed: false, env: { CSP_SCRIPT_SOURCES: 'https://counter.example' } });
    // A chat whose widget comes from its own address (content config, `prazer-config.chat.scriptUrl`),
    // and a JivoChat config whose script origin is the operator's mirror (`scriptOrigin`).
    await s.database.db
      .insertInto('cms_entries')
      .values({
        collection: 'cms-config',
        locale: null,
        data: json({
          section: 'prazer-config',
          settings: {
            chat: {
              type: 'betunlim',
              isEnabled: true,
              config: { scriptUrl: 'https://chat.vendor.example/w.js' },
              providers: { jivoSite: { widgetId: 'AbC123xyz', scriptOrigin: 'https://jivo.mirror.example:8443' } },
            },
          },
        }),
      })
      .execute();
  }, 60_000);
  afterAll(() => s.close());

  it('gives the shell page a policy with its real script origins, nosniff and a referrer policy', async () => {
    const r = await s.app.inject({ url: '/uz/gamehall' });
    expect(r.statusCode).toBe(200);
    const policy = String(r.headers['content-security-policy']);
    expect(directive(policy, 'script-src')).toContain('https://chat.vendor.example');
    expect(directive(policy, 'script-src')).toContain('https://jivo.mirror.example:8443');
    expect(directive(policy, 'script-src')).toContain('https://counter.example');
    expect(directive(policy, 'frame-ancestors')).toBe("frame-ancestors 'self'");
    expect(r.headers['x-content-type-options']).toBe('nosniff');
    expect(r.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(r.headers['strict-transport-security']).toBeUndefined();
  });

  it('serves each shell page with a fresh nonce that its policy names', async () => {
    const nonces = [];
    for (let i = 0; i < 2; i++) {
      const r = await s.app.inject({ url: '/ru/cashier/deposit' });
      const nonce = /'nonce-([^']+)'/.exec(directive(String(r.headers['content-security-policy']), 'script-src'))?.[1];
      expect(nonce).toMatch(/^[A-Za-z0-9+/=]{24}$/);
      nonces.push(nonce);
    }
    expect(nonces[0]).not.toBe(nonces[1]);
  });

  it('marks every other answer nosniff and leaves the pages with their own policy alone', async () => {
    for (const url of ['/robots.txt', '/remotes.json', '/healthz']) {
      const r = await s.app.inject({ url });
      expect([url, r.headers['x-content-type-options']]).toEqual([url, 'nosniff']);
    }
    const consent = await s.app.inject({ url: '/oauth/dev/authorize' });
    expect(String(consent.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
  });
});

describe('security headers over HTTPS', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await createTestServer({ seed: false, env: { COOKIE_SECURE: '1' } });
  }, 60_000);
  afterAll(() => s.close());

  it('adds HSTS when cookies are secure', async () => {
    const r = await s.app.inject({ url: '/' });
    expect(r.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });
});

import { expect, test } from './fixtures';
import { collectPageErrors, trackRemoteDownloads } from './helpers';

/** Strings only a build of React or react-dom carries: no file of a remote the page runs may contain one. */
const RENDERER_MARKS = ['__SECRET_INTERNALS_DO_NOT_USE_OR_YOU_WILL_BE_FIRED', '__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE'];

/** The singletons every part shares through Module Federation's share scope (the build kit's `SHARED`). */
const SINGLETONS = ['react', 'react-dom', 'zustand', 'i18next', 'react-router', 'react-i18next', '@casino/shared'];

/** `react` of `react/jsx-runtime`, `@casino/shared` of itself. */
const packageOf = (name: string) =>
  name
    .split('/')
    .slice(0, name.startsWith('@') ? 2 : 1)
    .join('/');

interface Manifest {
  name: string;
  metaData: { remoteEntry: { name: string }; buildInfo: { buildVersion: string } };
  shared: { name: string; version: string; singleton?: boolean; requiredVersion?: string }[];
  exposes: { name: string; path: string; assets: { js: { sync: string[] } } }[];
}

test.describe('run-time federation', () => {
  test('home renders the shell and only the remotes its slots need', async ({ page }) => {
    const downloads = trackRemoteDownloads(page);
    const errors = collectPageErrors(page);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Kirish' })).toBeVisible();
    await expect(page.getByRole('main')).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect([...downloads.keys()]).not.toContain('cashier');
    expect([...downloads.keys()]).not.toContain('profile');
    expect(errors).toEqual([]);
  });

  test('the game hall loads the casino remote at run time, in both languages', async ({ page }) => {
    const downloads = trackRemoteDownloads(page);
    await page.goto('/gamehall');
    await expect(page.getByRole('heading', { level: 1, name: 'Oʻyinlar zali' })).toBeVisible();
    expect(downloads.get('casino')?.some((u) => u.endsWith('remoteEntry.js'))).toBe(true);

    await page.goto('/ru/gamehall');
    await expect(page.getByRole('heading', { level: 1, name: 'Игровой зал' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
  });

  test('the remotes a guest may open render their own pages', async ({ page }) => {
    const downloads = trackRemoteDownloads(page);
    const pages: [string, string, string][] = [
      ['/gamehall', 'casino', 'Oʻyinlar zali'],
      ['/loyalty', 'loyalty', 'Yulduzlar klubi'],
      ['/ru/offers', 'promotions', 'Предложения'],
    ];
    for (const [path, remote, heading] of pages) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      expect(downloads.has(remote), `${remote} downloaded for ${path}`).toBe(true);
    }
  });

  test('guests opening the cashier or profile go home with redirectUrl, without loading those remotes', async ({ page }) => {
    const downloads = trackRemoteDownloads(page);
    await page.goto('/ru/cashier/deposit?amount=50');
    await expect(page).toHaveURL('/ru?redirectUrl=%2Fru%2Fcashier%2Fdeposit%3Famount%3D50');
    await page.goto('/profile/settings');
    await expect(page).toHaveURL('/?redirectUrl=%2Fprofile%2Fsettings');
    expect(downloads.has('cashier')).toBe(false);
    expect(downloads.has('profile')).toBe(false);
  });

  test('client-side navigation patches a remote in without a page reload', async ({ page }) => {
    await page.goto('/');
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 42));
    await page.getByRole('navigation', { name: 'Asosiy menyu' }).getByRole('link', { name: 'Sodiqlik' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Yulduzlar klubi' })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(42);
  });

  test('React, the router and the shared stores exist once: a shared hook works inside a remote', async ({ page }) => {
    // A remote file carrying a renderer means that remote fell back to its own copy of a singleton.
    const ownRenderer: string[] = [];
    const checked: Promise<void>[] = [];
    page.on('response', (response) => {
      if (!new URL(response.url()).pathname.startsWith('/releases/') || !response.url().endsWith('.js')) return;
      checked.push(
        response.text().then(
          (body) => {
            if (RENDERER_MARKS.some((mark) => body.includes(mark))) ownRenderer.push(new URL(response.url()).pathname);
          },
          () => undefined,
        ),
      );
    });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.goto('/loyalty');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.goto('/gamehall');
    // The remote reads the shell's session store through a shared zustand hook.
    await expect(page.getByTestId('casino-session')).toHaveText(/Mehmon|Oʻyinchi/);
    await Promise.all(checked);
    expect(checked.length).toBeGreaterThan(0);
    expect(ownRenderer).toEqual([]);
  });

  test('react-dom renders the page and Module Federation 2 holds the remotes and the shared singletons', async ({ page }) => {
    await page.goto('/gamehall');
    await expect(page.getByRole('heading', { level: 1, name: 'Oʻyinlar zali' })).toBeVisible();
    const seen = await page.evaluate(() => {
      const fiberOf = (node: Element | null) => Object.keys(node ?? {}).some((key) => key.startsWith('__reactFiber$'));
      const federation = (
        globalThis as unknown as {
          __FEDERATION__?: {
            __INSTANCES__: { name: string }[];
            __SHARE__: Record<string, Record<string, Record<string, Record<string, { from: string; loaded?: boolean }>>>>;
          };
        }
      ).__FEDERATION__;
      const scope = Object.values(federation?.__SHARE__ ?? {})[0]?.default ?? {};
      return {
        headerFiber: fiberOf(document.querySelector('header')),
        remoteFiber: fiberOf(document.querySelector('main h1')),
        instances: federation?.__INSTANCES__.map((i) => i.name) ?? [],
        shared: Object.fromEntries(Object.entries(scope).map(([pkg, versions]) => [pkg, Object.values(versions).map((v) => v.from)])),
      };
    });
    // react-dom's fibers on the shell's nodes and on the remote's.
    expect(seen.headerFiber).toBe(true);
    expect(seen.remoteFiber).toBe(true);
    expect(seen.instances).toEqual(expect.arrayContaining(['shell', 'mfe_casino']));
    // Each singleton is in the page's share scope once, the shell's copy.
    for (const pkg of SINGLETONS) expect(seen.shared[pkg], pkg).toEqual(['shell']);
  });

  test('every remote publishes a Module Federation 2 manifest naming its entry, its ./app and react among its shared modules', async ({ request }) => {
    const { remotes } = (await (await request.get('/remotes.json')).json()) as { remotes: { name: string; entry: string }[] };
    expect(remotes.map((r) => r.name).sort()).toEqual(['cashier', 'casino', 'loyalty', 'profile', 'promotions']);
    for (const remote of remotes) {
      const res = await request.get(remote.entry.replace(/remoteEntry\.js$/, 'mf-manifest.json'));
      expect(res.ok(), remote.name).toBe(true);
      const manifest = (await res.json()) as Manifest;
      expect(manifest.name).toBe(`mfe_${remote.name}`);
      expect(manifest.metaData.remoteEntry.name).toBe('remoteEntry.js');
      expect(manifest.exposes.find((e) => e.path === './app')?.assets.js.sync.length).toBeGreaterThan(0);
      // The singletons a remote uses (each uses react; not every one react-dom or react-router).
      expect(manifest.shared.map((s) => s.name)).toEqual(expect.arrayContaining(['react', 'react/jsx-runtime', '@casino/shared']));
      for (const shared of manifest.shared) {
        expect(SINGLETONS, `${remote.name} shares ${shared.name}`).toContain(packageOf(shared.name));
        expect(shared, `${remote.name} shares ${shared.name}`).toMatchObject({ requiredVersion: expect.stringMatching(/^\^\d/) });
        // The manifest records `singleton` for a package's own key; a subpath (react/jsx-runtime) shares its options.
        if (shared.name === packageOf(shared.name)) expect(shared.singleton, `${remote.name} shares ${shared.name}`).toBe(true);
      }
    }
  });
});

test.describe('shell pages', () => {
  test('a guest sees the shell’s own pages', async ({ page }) => {
    await page.goto('/support');
    await expect(page.getByRole('heading', { level: 1, name: 'Yordam' })).toBeVisible();
    await page.goto('/ru/unsubscribe');
    await expect(page.getByRole('heading', { level: 1, name: 'Отписка' })).toBeVisible();
  });

  test('an unknown path shows the 404 text', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found: /no/such/page');
    await page.goto('/ru/nothing-here');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found: /ru/nothing-here');
  });

  test('an unknown page inside a remote area is a 404 of that area', async ({ page }) => {
    await page.goto('/loyalty/no-such-thing/deeper');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found: /loyalty/no-such-thing/deeper');
  });
});

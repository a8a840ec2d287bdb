import { expect, test } from './fixtures';
import { registerPlayer, signIn } from './helpers';

/**
 * Player storage (storage.*): what the site remembers for a player follows them to another
 * device. Here the `confirm_sent_{uid}` marker: the code sent on one device ends the
 * confirm-contact hint on the other.
 */
test('a marker stored on one device is seen on another signed in as the same player', async ({ page, browser }) => {
  test.setTimeout(90_000);
  const player = await registerPlayer(page);
  await page.goto('/confirmation?contact=email&redirectUrl=%2F');
  await expect(page.getByRole('heading', { level: 1, name: 'Elektron pochtani tasdiqlash' })).toBeVisible();
  await page.getByRole('button', { name: 'Kod yuborish' }).click();
  await expect(page.getByText('Kod elektron pochtangizga yuborildi.')).toBeVisible();
  const key = `confirm_sent_${player.uid}`;
  await expect
    .poll(() =>
      page.request
        .get(`/api/storage.get?v=2.34&locale=uz&key=${key}`)
        .then((r) => r.json())
        .then((b: { data: { value: string | null } }) => b.data.value),
    )
    .not.toBeNull();

  const other = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  try {
    const second = await other.newPage();
    await second.route(/\/api\/(popups\.get|cashbacks\.get)\?/, (route) => route.fulfill({ json: { data: { items: [], total: 0 } } }));
    await signIn(second, player);
    await second.goto('/');
    const hints = second.getByRole('region', { name: 'Eslatma' });
    // The hints are up (the deposit one), and the marker came from the server to this browser.
    await expect(hints.filter({ hasText: 'Birinchi depozitni kiriting' })).toBeVisible();
    await expect.poll(() => second.evaluate((k) => window.localStorage.getItem(k), key)).not.toBeNull();
    await expect(hints.filter({ hasText: 'Elektron pochtangizni tasdiqlang' })).toBeHidden();
  } finally {
    await other.close();
  }
});

/**
 * The read that decides goes to the server for that one key (storage.get): a device already open
 * when the code is sent on another learns it at its next page, without a reload (the keys it copied
 * at load, storage.getKeys, are not asked for again).
 */
test('a code sent on another device after this one loaded ends the hint at its next page', async ({ page, browser }) => {
  test.setTimeout(90_000);
  const player = await registerPlayer(page);
  const key = `confirm_sent_${player.uid}`;
  const other = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  try {
    const second = await other.newPage();
    await second.route(/\/api\/(popups\.get|cashbacks\.get)\?/, (route) => route.fulfill({ json: { data: { items: [], total: 0 } } }));
    await signIn(second, player);
    await second.goto('/');
    const hints = second.getByRole('region', { name: 'Eslatma' });
    const confirmHint = hints.filter({ hasText: 'Elektron pochtangizni tasdiqlang' });
    await expect(confirmHint).toBeVisible();
    const copies: string[] = [];
    second.on('request', (r) => void (r.url().includes('/api/storage.getKeys?') && copies.push(r.url())));

    await page.goto('/confirmation?contact=email&redirectUrl=%2F');
    await page.getByRole('button', { name: 'Kod yuborish' }).click();
    await expect(page.getByText('Kod elektron pochtangizga yuborildi.')).toBeVisible();
    await expect
      .poll(() =>
        page.request
          .get(`/api/storage.get?v=2.34&locale=uz&key=${key}`)
          .then((r) => r.json())
          .then((b: { data: { value: string | null } }) => b.data.value),
      )
      .not.toBeNull();

    const asked = second.waitForResponse((r) => r.url().includes('/api/storage.get?') && new URL(r.url()).searchParams.get('key') === key);
    await hints.getByRole('link', { name: 'Hisobni toʻldirish' }).click();
    await expect(second).toHaveURL(/\/cashier\/deposit/);
    const answer = (await (await asked).json()) as { data: { key: string; value: string | null } };
    expect(answer.data.value).not.toBeNull();
    await expect(confirmHint).toBeHidden();
    expect(copies).toEqual([]);
  } finally {
    await other.close();
  }
});

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
  await expect.poll(() => page.request.get(`/api/storage.get?v=2.34&locale=uz&key=${key}`).then((r) => r.json()).then((b: { data: { value: string | null } }) => b.data.value)).not.toBeNull();

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

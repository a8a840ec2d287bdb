import type { Request } from '@playwright/test';
import { expect, test } from './fixtures';
import { AUTH_DIALOG_TITLE, registerPlayer } from './helpers';

/**
 * Client events (spec §7 events.handle, §8 "Login and logout errors send analytics with the error
 * code", §4 promo analytics): the site sends them to the server as they happen, a guest's too, and
 * the server stores each (answers 1). The player never waits for them.
 */

interface Sent {
  name: string;
  params: Record<string, unknown>;
  stored: Promise<unknown>;
}

function recordEvents(page: import('@playwright/test').Page): Sent[] {
  const sent: Sent[] = [];
  page.on('request', (request: Request) => {
    if (!request.url().includes('/api/events.handle?')) return;
    const form = new URLSearchParams(request.postData() ?? '');
    sent.push({
      name: form.get('event_name') ?? '',
      params: JSON.parse(form.get('event_params') ?? '{}') as Record<string, unknown>,
      // Read at once: a navigation afterwards takes the body with it (null then, and the assertion says so).
      stored: request
        .response()
        .then(
          (r) => r?.json(),
          () => null,
        )
        .catch(() => null),
    });
  });
  return sent;
}

test('a failed sign-in sends its error code, a good one identifies the player, the deposit page is counted', async ({ page }) => {
  test.setTimeout(60_000);
  const player = await registerPlayer(page);
  const origin = new URL(test.info().project.use.baseURL!).origin;
  await page.request.post(`${origin}/api/auth.logout?v=2.34&locale=uz`, { headers: { Origin: origin } });
  const sent = recordEvents(page);

  await page.goto('/gamehall');
  await page.getByRole('banner').getByRole('link', { name: 'Kirish', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: AUTH_DIALOG_TITLE.uz });
  await dialog.getByRole('textbox', { name: 'Elektron pochta yoki telefon', exact: true }).fill(player.login);
  await dialog.getByRole('textbox', { name: 'Parol', exact: true }).fill('wrong-password');
  const refused = page.waitForResponse((r) => r.url().includes('/api/auth.login?'));
  await dialog.getByRole('button', { name: 'Kirish', exact: true }).click();
  const { error } = (await (await refused).json()) as { error: { type: string } };
  await expect(dialog.getByRole('alert')).toHaveText('Login yoki parol notoʻgʻri.');

  // The error's code reaches the server, from a guest.
  await expect.poll(() => sent.find((e) => e.name === 'auth_login_error')?.params).toEqual({ error_code: error.type, method: 'password' });
  expect(await sent.find((e) => e.name === 'auth_login_error')!.stored).toEqual({ data: 1 });

  await dialog.getByRole('textbox', { name: 'Parol', exact: true }).fill(player.password);
  await dialog.getByRole('textbox', { name: 'Parol', exact: true }).press('Enter');
  await expect(dialog).toBeHidden();
  await expect.poll(() => sent.map((e) => e.name)).toEqual(expect.arrayContaining(['auth_login', 'promo_identify']));
  expect(sent.find((e) => e.name === 'promo_identify')!.params).toEqual({ uid: player.uid });

  await page.goto('/cashier/deposit');
  await expect.poll(() => sent.find((e) => e.name === 'deposit_page_opened')?.params).toEqual({ method: '' });
  expect(await sent.find((e) => e.name === 'deposit_page_opened')!.stored).toEqual({ data: 1 });
});

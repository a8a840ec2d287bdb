import type { Page, Response } from '@playwright/test';
import { expect, test } from './fixtures';
import { registerPlayer, signIn } from './helpers';
import { api } from './money';

/**
 * Campaign pop-ups as a player meets them, in both languages, on a desktop and on a 375 px phone,
 * against the real server: each live campaign pop-up shows once; closed, it stays closed across
 * reloads, navigation and another device (the demo content shows each one once). No marketing
 * pop-up covers the cashier, the deposit limits, verification or contact pages, and the success
 * page of a deposit made without a bonus advertises no bonus.
 */

// These suites test the pop-ups themselves: the page answers them from the real server.
test.use({ quietPopups: false });

const TEXT = {
  uz: {
    prefix: '',
    close: 'Yopish',
    amount: /Summa, USD/,
    noBonus: 'Bonussiz',
    deposit: '40.00 USD ga toʻldirish',
    pay: 'Toʻlash',
    paid: 'Toʻlov muvaffaqiyatli',
    bonus: 'Bonus',
  },
  ru: {
    prefix: '/ru',
    close: 'Закрыть',
    amount: /Сумма, USD/,
    noBonus: 'Без бонуса',
    deposit: 'Пополнить на 40.00 USD',
    pay: 'Оплатить',
    paid: 'Платёж прошёл успешно',
    bonus: 'Бонус',
  },
} as const;

const SCREENS = { desktop: { width: 1366, height: 768 }, phone: { width: 375, height: 812 } } as const;

const isPopupsList = (r: Response) => r.url().includes('/api/popups.get?') && !new URL(r.url()).searchParams.has('sysname');
const isClosuresRead = (r: Response) =>
  r.url().includes('/api/storage.get?') && (new URL(r.url()).searchParams.get('key') ?? '').startsWith('campaign_popups_closed_');

/** The live campaign pop-ups (name and title), as the content service answers them in the locale. */
async function livePopups(page: Page, locale: 'uz' | 'ru'): Promise<Array<{ sysname: string; title: string }>> {
  const r = await page.request.get(api('popups.get', locale));
  const { data } = (await r.json()) as { data: { items: Array<{ sysname: string; preview: boolean; description: { title?: string } }> } };
  return data.items.filter((p) => !p.preview).map((p) => ({ sysname: p.sysname, title: String(p.description.title ?? '') }));
}

/** After the page's decision on pop-ups is in (the answers it waits for arrived and the page drew the next frames). */
async function decided(page: Page, responses: Promise<Response> | Promise<Response[]>): Promise<void> {
  const answered = await responses;
  await Promise.all((Array.isArray(answered) ? answered : [answered]).map((r) => r.finished()));
  await page.evaluate(() => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))));
}

/** Loads `path` and waits for what a campaign pop-up is chosen from: the live list and the player's closures. */
async function openAndDecide(page: Page, path: string, load = () => page.goto(path)): Promise<void> {
  const answers = Promise.all([page.waitForResponse(isPopupsList), page.waitForResponse(isClosuresRead)]);
  await load();
  await decided(page, answers);
}

for (const [screen, viewport] of Object.entries(SCREENS)) {
  test.describe(`${screen}`, () => {
    test.use({ viewport });

    for (const locale of ['uz', 'ru'] as const) {
      const t = TEXT[locale];

      test(`${locale}: each campaign pop-up shows once; closed, it stays closed across reloads, pages and another device`, async ({
        page,
        browser,
        extraHTTPHeaders,
        baseURL,
      }) => {
        test.setTimeout(90_000);
        const player = await registerPlayer(page, undefined, { locale });
        const live = await livePopups(page, locale);
        const titles = live.map((p) => p.title);
        expect(titles.length).toBeGreaterThan(0);

        // Every page load offers the next campaign not closed yet, until none is left.
        const seen: string[] = [];
        const pages = [`${t.prefix}/`, `${t.prefix}/gamehall`, `${t.prefix}/offers`];
        for (let i = 0; i <= titles.length; i++) {
          await openAndDecide(page, pages[i % pages.length]!);
          const dialog = page.getByRole('dialog');
          if ((await dialog.count()) === 0) break;
          await expect(dialog.getByRole('heading')).toBeVisible();
          const title = (await dialog.getByRole('heading').textContent())?.trim() ?? '';
          await expect(dialog).toHaveAccessibleName(title);
          seen.push(title);
          await dialog.getByRole('button', { name: t.close, exact: true }).click();
          await expect(page.getByRole('dialog')).toHaveCount(0);
        }
        expect(seen.sort()).toEqual([...titles].sort());

        // Reloads and other pages: none comes back.
        for (const path of [`${t.prefix}/`, `${t.prefix}/gamehall`]) {
          await openAndDecide(page, path);
          await expect(page.getByRole('dialog')).toHaveCount(0);
          await openAndDecide(page, path, () => page.reload());
          await expect(page.getByRole('dialog')).toHaveCount(0);
        }

        // Another device of the same player: the closures are the server's.
        const other = await browser.newContext({ baseURL, viewport, extraHTTPHeaders });
        try {
          const phone = await other.newPage();
          await signIn(phone, player);
          await openAndDecide(phone, `${t.prefix}/`);
          await expect(phone.getByRole('dialog')).toHaveCount(0);
        } finally {
          await other.close();
        }

        // On demand (spec §4: the `popup` query) a closed one still opens.
        await page.goto(`${t.prefix}/gamehall?popup=${live[0]!.sysname}`);
        await expect(page.getByRole('dialog', { name: titles[0] })).toBeVisible();
      });

      test(`${locale}: no pop-up over the cashier, the deposit limits, verification or contacts; the home page has one`, async ({ page }) => {
        test.setTimeout(90_000);
        await registerPlayer(page, undefined, { locale });
        const asked: string[] = [];
        page.on('request', (r) => {
          if (r.url().includes('/api/popups.get') || r.url().includes('/api/cashbacks.get')) asked.push(r.url());
        });
        for (const path of [
          '/cashier/deposit',
          '/cashier/withdraw',
          '/cashier/history',
          '/profile/responsible-game',
          '/profile/verification',
          '/profile/contacts',
          '/responsible-game',
        ]) {
          // The page's session start reads the closures; a pop-up would be asked for in the same step.
          const read = page.waitForResponse(isClosuresRead);
          await page.goto(`${t.prefix}${path}`);
          await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
          await decided(page, read);
          expect(asked, path).toEqual([]);
          await expect(page.getByRole('dialog'), path).toHaveCount(0);
        }
        // The same player does get one elsewhere: the pages above held it back.
        await openAndDecide(page, `${t.prefix}/`);
        await expect(page.getByRole('dialog')).toHaveCount(1);
      });

      test(`${locale}: a deposit made with "no bonus": its success page advertises no bonus and shows no pop-up`, async ({ page }) => {
        test.setTimeout(90_000);
        await registerPlayer(page, undefined, { locale });
        await page.goto(`${t.prefix}/cashier/deposit/visa_mastercard`);
        await page.getByRole('textbox', { name: t.amount }).fill('40');
        await expect(page.getByRole('radio', { name: t.noBonus })).toBeChecked();
        await page.getByRole('button', { name: t.deposit }).click();
        await expect(page).toHaveURL(/\/payments\/demo\/checkout\//);

        const asked: string[] = [];
        page.on('request', (r) => {
          if (r.url().includes('/api/popups.get')) asked.push(r.url());
        });
        const read = page.waitForResponse(isClosuresRead);
        await page.getByRole('button', { name: t.pay, exact: true }).click();
        await expect(page).toHaveURL(new RegExp(`${t.prefix}/cashier/paysuccess/\\d+`));
        await expect(page.getByRole('heading', { level: 1, name: t.paid })).toBeVisible();
        await decided(page, read);
        expect(asked).toEqual([]);
        await expect(page.getByRole('dialog')).toHaveCount(0);
        // No bonus line in the payment's details, and no percentage offer anywhere on the page.
        await expect(page.getByRole('term').filter({ hasText: t.bonus })).toHaveCount(0);
        await expect(page.getByText(/\d\s?%/)).toHaveCount(0);
      });
    }
  });
}

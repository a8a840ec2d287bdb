import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { collectPageErrors, registerPlayer, signIn } from './helpers';
import { api, confirmEmail, origin, paidDeposit, withdrawalCode } from './money';

/**
 * The account's currency changed in the profile against the real server: with nothing on the
 * account the header balance and the cashier follow without a reload of the page; with money in
 * flight the server's reason stands beside the control and nothing changes — in Uzbek and Russian.
 */

// This file's registrations come from an address of their own (registrations are rate-limited per address).
test.use({ extraHTTPHeaders: { 'X-Forwarded-For': `10.68.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}` } });

const TEXT = {
  uz: {
    prefix: '',
    label: 'Valyuta',
    change: 'Valyutani oʻzgartirish',
    confirmTitle: (from: string, to: string) => `Hisob valyutasini oʻzgartirish: ${from} → ${to}`,
    notConverted: 'Pul konvertatsiya qilinmaydi',
    confirm: 'Ha, oʻzgartirish',
    done: 'Hisob valyutasi oʻzgartirildi',
    methods: 'Toʻlov usullari',
    amount: (currency: string) => new RegExp(`Summa, ${currency}`),
    refused: 'Valyutani hozir oʻzgartirib boʻlmaydi:',
    withdrawalPending: 'Pul yechish soʻrovi hali koʻrib chiqilmoqda. U yakunlanishini kuting yoki soʻrovni bekor qiling.',
  },
  ru: {
    prefix: '/ru',
    label: 'Валюта',
    change: 'Сменить валюту',
    confirmTitle: (from: string, to: string) => `Смена валюты счёта: ${from} → ${to}`,
    notConverted: 'Деньги не конвертируются',
    confirm: 'Да, сменить',
    done: 'Валюта счёта изменена',
    methods: 'Способы оплаты',
    amount: (currency: string) => new RegExp(`Сумма, ${currency}`),
    refused: 'Сменить валюту сейчас нельзя:',
    withdrawalPending: 'Заявка на вывод ещё рассматривается. Дождитесь её завершения или отмените заявку.',
  },
} as const;

/** Marks the page's window: the mark is gone after any reload. */
const markPage = (page: Page) => page.evaluate(() => ((window as unknown as { currencyMark: number }).currencyMark = 1));
const stillSamePage = (page: Page) => page.evaluate(() => (window as unknown as { currencyMark?: number }).currencyMark === 1);

const CARD = { card_number: '4111 1111 1111 1111', card_holder: 'Aziz Karimov' };

/** A withdrawal of `amount` to the card through the API, the code for new details asked first: it waits for the operator's decision. */
async function pendingWithdrawal(page: Page, login: string, amount: number): Promise<void> {
  const form = { method: 'visa_mastercard', amount: String(amount), requisites: JSON.stringify(CARD) };
  const headers = { Origin: origin(), 'Idempotency-Key': `e2e-currency-${Date.now()}-${Math.random().toString(36).slice(2)}` };
  const asked = await page.request.post(api('cashier.makewithdrawal'), { form, headers });
  expect((await asked.json()).error.type).toBe('RequisitesValidationRequiredException');
  const made = await page.request.post(api('cashier.makewithdrawal'), { form: { ...form, code: await withdrawalCode(page, login) }, headers });
  expect(made.ok()).toBe(true);
}

test.describe('currency', () => {
  for (const [locale, to] of [
    ['uz', 'UZS'],
    ['ru', 'EUR'],
  ] as const) {
    test(`a player with nothing on the account changes the currency; the header and the cashier follow without a reload (${locale})`, async ({ page }) => {
      const text = TEXT[locale];
      const errors = collectPageErrors(page);
      await registerPlayer(page, undefined, { locale, name: 'currency' });
      await page.goto(`${text.prefix}/profile/settings`);
      await expect(page.getByTestId('header-balance')).toHaveText('0.00 USD');
      const control = page.getByRole('combobox', { name: text.label });
      await expect(control).toHaveValue('USD');
      await markPage(page);

      await control.selectOption(to);
      await page.getByRole('button', { name: text.change }).click();
      const confirm = page.getByRole('region', { name: text.confirmTitle('USD', to) });
      await expect(confirm).toContainText(text.notConverted);
      await confirm.getByRole('button', { name: text.confirm }).click();
      await expect(page.getByRole('status').filter({ hasText: text.done })).toContainText(to);

      // The shell heard the change on the bus and reloaded the account.
      await expect(page.getByTestId('header-balance')).toHaveText(`0.00 ${to}`);
      await page.getByTestId('header-balance').click();
      await expect(page).toHaveURL(new RegExp(`${text.prefix}/cashier/deposit$`));
      await page
        .getByRole('list', { name: text.methods })
        .getByRole('link', { name: /Visa \/ Mastercard/ })
        .click();
      await expect(page.getByRole('textbox', { name: text.amount(to) })).toBeVisible();
      await expect(page.getByRole('textbox', { name: text.amount('USD') })).toHaveCount(0);
      expect(await stillSamePage(page)).toBe(true);

      const balance = await page.request.get(api('account.getBalance', locale));
      expect(((await balance.json()) as { data: { balance_main: { currency: string } } }).data.balance_main.currency).toBe(to);
      expect(errors).toEqual([]);
    });
  }

  for (const locale of ['uz', 'ru'] as const) {
    test(`a player whose withdrawal waits for a decision sees why the currency cannot change (${locale})`, async ({ page }) => {
      const text = TEXT[locale];
      const player = await registerPlayer(page, undefined, { locale, name: 'currency-held' });
      await confirmEmail(page, player.login);
      await signIn(page, { login: player.login, password: player.password });
      await paidDeposit(page, 60);
      // All of it asked out: the balance is zero, the money is still in flight.
      await pendingWithdrawal(page, player.login, 60);

      await page.goto(`${text.prefix}/profile/settings`);
      await expect(page.getByTestId('header-balance')).toHaveText('0.00 USD');
      const control = page.getByRole('combobox', { name: text.label });
      await control.selectOption('RUB');
      await page.getByRole('button', { name: text.change }).click();
      await page
        .getByRole('region', { name: text.confirmTitle('USD', 'RUB') })
        .getByRole('button', { name: text.confirm })
        .click();

      const reasons = page.getByRole('alert').filter({ hasText: text.refused });
      await expect(reasons.getByRole('listitem')).toHaveText([text.withdrawalPending]);
      await expect(control).toBeFocused();
      await expect(control).toHaveAccessibleDescription(new RegExp(text.withdrawalPending.slice(0, 20)));
      await expect(page.getByTestId('header-balance')).toHaveText('0.00 USD');
      const balance = await page.request.get(api('account.getBalance', locale));
      expect(((await balance.json()) as { data: { balance_main: { currency: string } } }).data.balance_main.currency).toBe('USD');
    });
  }
});

import { expect, test } from './fixtures';
import { collectPageErrors, registerPlayer } from './helpers';
import { balance, confirmEmail, origin, paidDeposit, withdrawalCode } from './money';

/**
 * The cashier against the real server and database: deposits through the demo payment provider
 * (money moves only on its signed callback), the outcome pages, withdrawals and their
 * cancellation, deposit limits, history — each test with a fresh player of its own.
 */

// This file's registrations come from an address of their own (registrations are rate-limited per address).
test.use({ extraHTTPHeaders: { 'X-Forwarded-For': `10.66.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}` } });

test.describe('cashier', () => {
  test('deposit approved: the balance goes up and the history has the row', async ({ page }) => {
    const errors = collectPageErrors(page);
    await registerPlayer(page);
    await page.goto('/cashier');
    await expect(page).toHaveURL(/\/cashier\/deposit$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Kassa' })).toBeVisible();
    await page
      .getByRole('list', { name: 'Toʻlov usullari' })
      .getByRole('link', { name: /Visa \/ Mastercard/ })
      .click();
    await expect(page).toHaveURL(/\/cashier\/deposit\/visa_mastercard$/);
    await page.getByRole('textbox', { name: /Summa, USD/ }).fill('150');
    await page.getByRole('button', { name: '150.00 USD ga toʻldirish' }).click();

    // The demo provider's payment page.
    await expect(page).toHaveURL(/\/payments\/demo\/checkout\//);
    await expect(page.getByText('150.00 USD')).toBeVisible();
    await page.getByRole('button', { name: 'Toʻlash' }).click();

    await expect(page).toHaveURL(/\/cashier\/paysuccess\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Toʻlov muvaffaqiyatli' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Oʻyinlar zaliga' })).toBeVisible();
    // The header learns the new balance through the bus.
    await expect(page.getByTestId('header-balance')).toHaveText('150.00 USD');
    expect(await balance(page)).toBe(150);

    await page.goto('/cashier/history');
    const panel = page.getByRole('tabpanel');
    await expect(panel.getByRole('listitem')).toHaveCount(1);
    await expect(panel.getByRole('listitem').first()).toContainText('150.00 USD');
    await expect(panel.getByRole('listitem').first()).toContainText('Bajarildi');
    expect(errors).toEqual([]);
  });

  test('deposit declined: the fail page with its button, the balance unchanged (Russian)', async ({ page }) => {
    await registerPlayer(page);
    await page.goto('/ru/cashier/deposit/visa_mastercard');
    await page.getByRole('textbox', { name: /Сумма, USD/ }).fill('40');
    await page.getByRole('button', { name: 'Пополнить на 40.00 USD' }).click();
    await expect(page).toHaveURL(/\/payments\/demo\/checkout\//);
    await page.getByRole('button', { name: 'Отклонить' }).click();

    await expect(page).toHaveURL(/\/ru\/cashier\/payfail\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Платёж не прошёл' })).toBeVisible();
    expect(await balance(page)).toBe(0);
    await page.getByRole('link', { name: 'Вернуться к пополнению' }).click();
    await expect(page).toHaveURL(/\/ru\/cashier\/deposit$/);
  });

  test('deposit left pending: a loader while the transaction is polled, then the outcome', async ({ page }) => {
    await registerPlayer(page);
    await page.goto('/cashier/deposit/visa_mastercard');
    await page.getByRole('textbox', { name: /Summa, USD/ }).fill('25');
    await page.getByRole('button', { name: '25.00 USD ga toʻldirish' }).click();
    await expect(page).toHaveURL(/\/payments\/demo\/checkout\//);
    const checkout = page.url();
    await page.getByRole('button', { name: 'Kutishda qoldirish' }).click();

    await expect(page).toHaveURL(/\/cashier\/paypending\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Toʻlov kutilmoqda' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Tasdiq kutilmoqda…' })).toBeVisible();
    expect(await balance(page)).toBe(0);
    // The payer approves later (on the provider's page, elsewhere): the open page follows.
    await page.request.post(checkout, { form: { decision: 'approve' }, maxRedirects: 0 });
    await expect(page).toHaveURL(/\/cashier\/paysuccess\/\d+$/, { timeout: 10_000 });
    await expect(page.getByTestId('header-balance')).toHaveText('25.00 USD');
  });

  test('a method that pays inside the cashier: the billing page frames the provider, the outcome takes the whole page', async ({ page }) => {
    await registerPlayer(page);
    // Opened directly, the billing page goes to the deposit index (spec §2).
    await page.goto('/cashier/billing');
    await expect(page).toHaveURL(/\/cashier\/deposit$/);

    await page.getByRole('link', { name: /Uzcard/ }).click();
    await page.getByRole('textbox', { name: /Summa, USD/ }).fill('30');
    await page.getByRole('button', { name: '30.00 USD ga toʻldirish' }).click();
    await expect(page).toHaveURL(/\/cashier\/billing$/);
    const frame = page.frameLocator('iframe[title="Uzcard toʻlov sahifasi"]');
    await frame.getByRole('button', { name: 'Toʻlash' }).click();
    await expect(page).toHaveURL(/\/cashier\/paysuccess\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Toʻlov muvaffaqiyatli' })).toBeVisible();
    expect(await balance(page)).toBe(30);
  });

  test('a method confirmed on the phone: the mobile page waits, then shows the outcome; the receipt tells the details', async ({ page }) => {
    await registerPlayer(page);
    await page.goto('/cashier/deposit/payme');
    await page.getByRole('textbox', { name: /Summa, USD/ }).fill('20');
    await page.getByRole('textbox', { name: /Payme telefon raqami/ }).fill('+998 90 123 45 67');
    await page.getByRole('button', { name: '20.00 USD ga toʻldirish' }).click();
    await expect(page).toHaveURL(/\/cashier\/paymobile\?transaction=\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Toʻlovni telefonda tasdiqlang' })).toBeVisible();
    const confirmation = page.getByRole('link', { name: 'Tasdiqlash sahifasini ochish (demo)' });
    // The phone's side: the provider's confirmation page.
    await page.request.post(`${origin()}${await confirmation.getAttribute('href')}`, { form: { decision: 'approve' }, maxRedirects: 0 });
    await expect(page.getByRole('heading', { level: 1, name: 'Toʻlov muvaffaqiyatli' })).toBeVisible({ timeout: 10_000 });
    await expect(page.getByTestId('header-balance')).toHaveText('20.00 USD');

    await page.getByRole('link', { name: /^#\d+$/ }).click();
    await expect(page).toHaveURL(/\/cashier\/receipt\?id=\d+$/);
    const receipt = page.getByRole('article');
    await expect(receipt.getByRole('heading', { name: /Toʻldirish #\d+/ })).toBeVisible();
    await expect(receipt).toContainText('Bajarildi');
    await expect(receipt).toContainText('998901234567');
  });

  test('withdrawal to a new card: a code to the earlier e-mail, then the money is held, then given back', async ({ page }) => {
    const player = await registerPlayer(page);
    // Confirmed longer ago than the cooling-off, so the e-mail may receive the code.
    await confirmEmail(page, player.login);
    await paidDeposit(page, 100);

    await page.goto('/cashier/withdraw');
    await expect(page.getByRole('main').getByText('100.00 USD', { exact: true })).toBeVisible();
    await page.getByRole('textbox', { name: /Summa, USD/ }).fill('60');
    await page.getByRole('textbox', { name: 'Karta raqami' }).fill('4111 1111 1111 1111');
    await page.getByRole('textbox', { name: /Karta egasi/ }).fill('Aziz Karimov');
    await page.getByRole('button', { name: '60.00 USD ni yechish' }).click();

    // The code step: nothing is held while the code is pending.
    await expect(page.getByRole('heading', { name: 'Yangi rekvizitlarga yechishni tasdiqlang' })).toBeVisible();
    await expect(page.getByRole('button', { name: /Kodni \d+ soniyadan keyin/ })).toBeVisible();
    expect(await balance(page)).toBe(100);
    const code = page.getByRole('textbox', { name: /Xabardagi kod/ });
    await code.fill('12345');
    await page.getByRole('button', { name: 'Yechishni tasdiqlash' }).click();
    await expect(code).toHaveAttribute('aria-invalid', 'true');
    const right = await withdrawalCode(page, player.login);
    const wrong = String((Number(right) + 1) % 1_000_000).padStart(6, '0');
    await code.fill(wrong);
    await page.getByRole('button', { name: 'Yechishni tasdiqlash' }).click();
    await expect(page.getByText('Kod notoʻgʻri.')).toBeVisible();
    expect(await balance(page)).toBe(100);
    await code.fill(right);
    await page.getByRole('button', { name: 'Yechishni tasdiqlash' }).click();

    await expect(page.getByRole('heading', { name: 'Soʻrov qabul qilindi' })).toBeVisible();
    await expect(page.getByTestId('header-balance')).toHaveText('40.00 USD');
    expect(await balance(page)).toBe(40);

    await page.goto('/cashier/history?tab=withdrawal');
    const row = page.getByRole('tabpanel').getByRole('listitem').first();
    await expect(row).toContainText('-60.00 USD');
    await expect(row).toContainText('Kutilmoqda');
    await row.getByRole('button', { name: /yechimni bekor qilish/ }).click();
    await row.getByRole('button', { name: 'Ha, bekor qilish' }).click();
    await expect(row).toContainText('Bekor qilindi');
    await expect(page.getByTestId('header-balance')).toHaveText('100.00 USD');
    expect(await balance(page)).toBe(100);

    // The card is now the player's own: no code the second time.
    await page.goto('/cashier/withdraw');
    await page.getByRole('textbox', { name: /Summa, USD/ }).fill('30');
    await page.getByRole('textbox', { name: 'Karta raqami' }).fill('4111 1111 1111 1111');
    await page.getByRole('textbox', { name: /Karta egasi/ }).fill('Aziz Karimov');
    await page.getByRole('button', { name: '30.00 USD ni yechish' }).click();
    await expect(page.getByRole('heading', { name: 'Soʻrov qabul qilindi' })).toBeVisible();
    expect(await balance(page)).toBe(70);
  });

  test('a contact confirmed just now cannot receive the code for a new card: the player is told from when, and of support', async ({ page }) => {
    const player = await registerPlayer(page);
    await confirmEmail(page, player.login, { justNow: true });
    await paidDeposit(page, 50);
    await page.goto('/cashier/withdraw');
    await page.getByRole('textbox', { name: /Summa, USD/ }).fill('30');
    await page.getByRole('textbox', { name: 'Karta raqami' }).fill('5555 5555 5555 4444');
    await page.getByRole('textbox', { name: /Karta egasi/ }).fill('Aziz Karimov');
    await page.getByRole('button', { name: '30.00 USD ni yechish' }).click();
    await expect(page.getByRole('alert')).toContainText(/dan keyin qayta urinib koʻring yoki yordam xizmatiga yozing/);
    await expect(page.getByRole('alert').getByRole('link', { name: 'Yordam xizmatiga yozing' })).toBeVisible();
    expect(await balance(page)).toBe(50);
  });

  test('withdrawal refused until the contact is confirmed, with the button from the content config', async ({ page }) => {
    await registerPlayer(page);
    await paidDeposit(page, 50);
    await page.goto('/cashier/withdraw');
    await page.getByRole('textbox', { name: /Summa, USD/ }).fill('30');
    await page.getByRole('textbox', { name: 'Karta raqami' }).fill('4111111111111111');
    await page.getByRole('textbox', { name: /Karta egasi/ }).fill('Aziz Karimov');
    await page.getByRole('button', { name: '30.00 USD ni yechish' }).click();
    await expect(page.getByRole('alert')).toContainText('elektron pochta yoki telefon raqamingizni tasdiqlang');
    await expect(page.getByRole('link', { name: 'Kontaktni tasdiqlash' })).toHaveAttribute(
      'href',
      '/confirmation?contact=email&redirectUrl=%2Fcashier%2Fwithdraw',
    );
    expect(await balance(page)).toBe(50);
  });

  test('a deposit over the limit: the typed error next to the amount field', async ({ page }) => {
    await registerPlayer(page);
    await page.goto('/cashier/wallet');
    const limits = page.getByRole('region', { name: 'Depozit limitlari' });
    await expect(limits.getByText('Limit oʻrnatilmagan.')).toBeVisible();
    await limits.getByRole('combobox', { name: 'Davr' }).selectOption('day');
    await limits.getByRole('textbox', { name: /Summa/ }).fill('50');
    await limits.getByRole('button', { name: 'Saqlash' }).click();
    await expect(limits.getByRole('status')).toHaveText('Limit oʻrnatildi va darhol kuchga kirdi.');

    await page.goto('/cashier/deposit/visa_mastercard');
    await expect(page.getByText(/Depozit limitidan qolgan: 50\.00 USD/)).toBeVisible();
    const amount = page.getByRole('textbox', { name: /Summa, USD/ });
    await amount.fill('100');
    await page.getByRole('button', { name: '100.00 USD ga toʻldirish' }).click();
    await expect(amount).toHaveAttribute('aria-invalid', 'true');
    const message = page.getByText(/Depozit limitiga yetdingiz: .* yana 50\.00 USD kiritish mumkin\./);
    await expect(message).toBeVisible();
    expect(await amount.getAttribute('aria-describedby')).toContain(await message.getAttribute('id'));
    await expect(page).toHaveURL(/\/cashier\/deposit\/visa_mastercard$/);
    expect(await balance(page)).toBe(0);
  });
});

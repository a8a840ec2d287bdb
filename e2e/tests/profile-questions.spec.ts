import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { AUTH_DIALOG_TITLE, collectPageErrors, registerPlayer } from './helpers';

/**
 * The profile asks what the operator's markets need, in both languages, against the real server:
 * a birth date under the legal age (18) is refused at once with a message, and by the server too;
 * the document types are the passport and the ID card (no Brazilian CPF); the country is a list
 * of countries named in the player's language, Uzbekistan and Russia first, saved as its ISO
 * code; a registration with a +998 number starts in sums and one with a +7 number in roubles.
 */

// This file's registrations come from an address of their own (registrations are rate-limited per address).
test.use({ extraHTTPHeaders: { 'X-Forwarded-For': `10.108.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}` } });

const origin = () => new URL(process.env.E2E_BASE_URL ?? `http://127.0.0.1:${process.env.E2E_PORT ?? 8181}`).origin;

const TEXT = {
  uz: {
    prefix: '',
    settings: 'Shaxsiy maʼlumotlar',
    firstName: 'Ism',
    lastName: 'Familiya',
    birthDate: 'Tugʻilgan sana',
    tooYoung: 'Sizga kamida 18 yosh toʻlgan boʻlishi kerak',
    documentType: 'Hujjat turi',
    documentTypes: ['Tanlanmagan', 'Pasport', 'ID-karta'],
    idNumber: 'ID-karta raqami',
    country: 'Mamlakat',
    firstCountries: ['Tanlanmagan', 'Oʻzbekiston', 'Rossiya'],
    save: 'Saqlash',
    saved: 'Maʼlumotlar saqlandi',
    signUp: 'Roʻyxatdan oʻtish',
    register: 'Roʻyxatdan oʻtish',
    login: 'Elektron pochta yoki telefon',
    password: 'Parol',
    currency: 'Valyuta',
    terms: /Menga 18 yosh/,
  },
  ru: {
    prefix: '/ru',
    settings: 'Личные данные',
    firstName: 'Имя',
    lastName: 'Фамилия',
    birthDate: 'Дата рождения',
    tooYoung: 'Вам должно быть не меньше 18 лет',
    documentType: 'Тип документа',
    documentTypes: ['Не выбран', 'Паспорт', 'ID-карта'],
    idNumber: 'Номер ID-карты',
    country: 'Страна',
    firstCountries: ['Не выбрана', 'Узбекистан', 'Россия'],
    save: 'Сохранить',
    saved: 'Данные сохранены',
    signUp: 'Регистрация',
    register: 'Зарегистрироваться',
    login: 'Электронная почта или телефон',
    password: 'Пароль',
    currency: 'Валюта',
    terms: /Мне есть 18 лет/,
  },
} as const;

/** A labelled field, matched by its whole label (required fields add a hidden " *"). */
const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label}( \\*)?$`));

/** A phone number of `prefix` no other run has registered. */
const uniquePhone = (prefix: string, digits: number) => `${prefix}${`${Date.now()}${Math.floor(Math.random() * 1e6)}`.slice(-digits)}`;

for (const locale of ['uz', 'ru'] as const) {
  const t = TEXT[locale];
  const path = (p: string) => `${t.prefix}${p}`;

  test.describe(`profile questions (${locale})`, () => {
    test('a birth date under 18 is refused at once with the message, and by the server', async ({ page }) => {
      const errors = collectPageErrors(page);
      await registerPlayer(page, undefined, { locale, name: `age-${locale}` });
      await page.goto(path('/profile/settings'));
      await field(page, t.firstName).fill(locale === 'uz' ? 'Aziz' : 'Азиз');
      await field(page, t.lastName).fill(locale === 'uz' ? 'Karimov' : 'Каримов');
      const birth = field(page, t.birthDate);
      await birth.fill('01.01.2012');
      await birth.blur();
      await expect(page.getByText(t.tooYoung)).toBeVisible();
      await expect(birth).toHaveAttribute('aria-invalid', 'true');

      // Nothing is sent while the form refuses it.
      let sent = false;
      page.on('request', (request) => void (request.url().includes('/api/account.saveProfileInfo') && (sent = true)));
      await page.getByRole('button', { name: t.save }).click();
      await expect(birth).toBeFocused();
      expect(sent).toBe(false);

      // The server holds the same rule: a field error, never a 5xx.
      const refused = await page.request.post(`${origin()}/api/account.saveProfileInfo?v=2.34&locale=${locale}`, {
        form: { birth_date: '01.01.2012' },
        headers: { Origin: origin() },
      });
      expect(refused.status()).toBeLessThan(500);
      expect((await refused.json()).error).toMatchObject({ type: 'InvalidParameterException', fields: { birth_date: 'Min age is 18' } });

      await birth.fill('14.05.1990');
      const saved = page.waitForResponse((r) => r.url().includes('/api/account.saveProfileInfo'));
      await page.getByRole('button', { name: t.save }).click();
      expect((await (await saved).json()).data).toBe(1);
      await expect(page.getByRole('form', { name: t.settings }).getByRole('status')).toHaveText(t.saved);
      expect(errors).toEqual([]);
    });

    test('the documents are the passport and the ID card, and the country is a list saved as its code', async ({ page }) => {
      await registerPlayer(page, undefined, { locale, name: `docs-${locale}` });
      await page.goto(path('/profile/settings'));
      const type = page.getByRole('combobox', { name: t.documentType });
      await expect(type.getByRole('option')).toHaveText([...t.documentTypes]);
      await expect(type.getByRole('option', { name: /CPF/ })).toHaveCount(0);
      await expect(page.getByText(/CPF/)).toHaveCount(0);

      const country = page.getByRole('combobox', { name: t.country });
      await expect(country.getByRole('option').nth(2)).toHaveText(t.firstCountries[2]);
      expect((await country.getByRole('option').allTextContents()).slice(0, 3)).toEqual([...t.firstCountries]);
      expect(await country.getByRole('option').count()).toBeGreaterThan(240);

      await field(page, t.firstName).fill(locale === 'uz' ? 'Dilnoza' : 'Дильноза');
      await field(page, t.lastName).fill(locale === 'uz' ? 'Rahimova' : 'Рахимова');
      await field(page, t.birthDate).fill('14.05.1990');
      await type.selectOption('id_card');
      await field(page, t.idNumber).fill('AD1234567');
      await country.selectOption('RU');
      await page.getByRole('button', { name: t.save }).click();
      await expect(page.getByRole('form', { name: t.settings }).getByRole('status')).toHaveText(t.saved);

      const profile = await page.request.get(`${origin()}/api/account.getprofileinfo?v=2.34&locale=${locale}`);
      expect((await profile.json()).data).toMatchObject({ country_code: 'RU', document: { type: 'id_card', number: 'AD1234567' } });
      await page.reload();
      await expect(page.getByRole('combobox', { name: t.country })).toHaveValue('RU');
      await expect(page.getByRole('combobox', { name: t.documentType })).toHaveValue('id_card');

      // A type the operator does not offer is refused by the server.
      const cpf = await page.request.post(`${origin()}/api/account.saveProfileInfo?v=2.34&locale=${locale}`, {
        form: { document_type: 'cpf', document_number: '12345678909' },
        headers: { Origin: origin() },
      });
      expect((await cpf.json()).error).toMatchObject({ type: 'InvalidParameterException', fields: { document_type: 'Document type is not offered' } });
    });

    for (const [code, prefix, digits, currency] of [
      ['+998', '+99890', 7, 'UZS'],
      // A Russian mobile number (+7 9…); +7 6… and 7… are Kazakh.
      ['+7', '+7916', 7, 'RUB'],
    ] as const) {
      test(`registering with a ${code} number starts in ${currency}`, async ({ page }) => {
        await page.goto(path('/'));
        await page.getByRole('banner').getByRole('link', { name: t.signUp }).click();
        const dialog = page.getByRole('dialog', { name: AUTH_DIALOG_TITLE[locale] });
        // The other market's number first: the currency follows the number, not the language.
        await dialog.getByRole('textbox', { name: t.login, exact: true }).fill(uniquePhone(prefix, digits));
        await expect(dialog.getByRole('combobox', { name: new RegExp(`^${t.currency}`) })).toHaveValue(currency);
        await dialog.getByRole('textbox', { name: t.password, exact: true }).fill('secret12');
        await dialog.getByRole('checkbox', { name: t.terms }).check();
        const registered = page.waitForResponse((r) => r.url().includes('/api/auth.register'));
        await dialog.getByRole('button', { name: t.register, exact: true }).click();
        const answer = await (await registered).json();
        expect(answer.data.balance_main.currency).toBe(currency);
        await expect(dialog).toBeHidden();
        await expect(page.getByTestId('header-balance')).toContainText(currency);
      });
    }
  });
}

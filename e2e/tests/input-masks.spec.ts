import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { collectPageErrors, registerPlayer } from './helpers';

/**
 * Input masks (spec §5 tokens, masks from the content service's forms-config) against the real
 * server: a phone typed, corrected and pasted on the contacts page under the country's mask, and a
 * birth date typed and corrected in the profile settings; both saved and read back, in both languages.
 */

const TEXT = {
  uz: {
    prefix: '',
    phone: 'Telefon',
    phoneInput: /Telefon raqami/,
    country: 'Mamlakat kodi',
    save: 'Saqlash',
    firstName: 'Ism',
    lastName: 'Familiya',
    birthDate: 'Tugʻilgan sana',
    settings: 'Shaxsiy maʼlumotlar',
    saved: 'Maʼlumotlar saqlandi',
  },
  ru: {
    prefix: '/ru',
    phone: 'Телефон',
    phoneInput: /Номер телефона/,
    country: 'Код страны',
    save: 'Сохранить',
    firstName: 'Имя',
    lastName: 'Фамилия',
    birthDate: 'Дата рождения',
    settings: 'Личные данные',
    saved: 'Данные сохранены',
  },
} as const;

/** A labelled field, matched by its whole label (required fields add a hidden " *"). */
const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label}( \\*)?$`));

const caretOf = (input: Locator) => input.evaluate((el: HTMLInputElement) => el.selectionStart);
const putCaret = (input: Locator, at: number) => input.evaluate((el: HTMLInputElement, to) => el.setSelectionRange(to, to), at);

/** Pastes text the way a browser does: a paste event carrying the clipboard's text. */
const paste = (input: Locator, text: string) =>
  input.evaluate((el: HTMLInputElement, value) => {
    const data = new DataTransfer();
    data.setData('text/plain', value);
    el.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, text);

for (const locale of ['uz', 'ru'] as const) {
  const t = TEXT[locale];
  const path = (p: string) => `${t.prefix}${p}`;

  test.describe(`input masks (${locale})`, () => {
    test('a phone is typed, corrected and pasted under its country’s mask and saved as the full number', async ({ page }) => {
      const errors = collectPageErrors(page);
      await registerPlayer(page, undefined, { locale, name: `masks-${locale}` });
      // A number of its own: a number another player saved is refused.
      const local = `90${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
      const shown = `${local.slice(0, 2)} ${local.slice(2, 5)}-${local.slice(5, 7)}-${local.slice(7)}`;
      await page.goto(path('/profile/contacts'));
      const phone = page.getByRole('region', { name: t.phone, exact: true });
      const input = phone.getByRole('textbox', { name: t.phoneInput });
      await expect(phone.getByRole('combobox', { name: t.country })).toHaveValue('UZ');

      await input.pressSequentially('901234567');
      await expect(input).toHaveValue('90 123-45-67');
      expect(await caretOf(input)).toBe(12);

      // Backspace just after a separator takes the digit before it; the caret stays where it was.
      await putCaret(input, 3);
      await input.press('Backspace');
      await expect(input).toHaveValue('91 234-56-7');
      expect(await caretOf(input)).toBe(1);
      // Typing in the middle: the rest moves along, the caret follows the digit typed.
      await input.press('0');
      await expect(input).toHaveValue('90 123-45-67');
      expect(await caretOf(input)).toBe(3);

      // Another country: the digits typed are formatted by its mask.
      await phone.getByRole('combobox', { name: t.country }).selectOption('RU');
      await expect(input).toHaveValue('(901) 234-56-7');
      await phone.getByRole('combobox', { name: t.country }).selectOption('UZ');
      await expect(input).toHaveValue('90 123-45-67');

      // A number pasted with its country code lands as the local part.
      await input.selectText();
      await paste(input, `+998 ${local}`);
      await expect(input).toHaveValue(shown);
      expect(await caretOf(input)).toBe(12);

      await phone.getByRole('button', { name: t.save }).click();
      await expect(phone.getByText(`+998${local}`)).toBeVisible();
      expect(errors).toEqual([]);
    });

    test('a birth date is typed and corrected with the date mask, saved and shown again after a reload', async ({ page }) => {
      const errors = collectPageErrors(page);
      await registerPlayer(page, undefined, { locale, name: `masks-${locale}` });
      await page.goto(path('/profile/settings'));
      await field(page, t.firstName).fill(locale === 'uz' ? 'Dilnoza' : 'Дильноза');
      await field(page, t.lastName).fill(locale === 'uz' ? 'Rahimova' : 'Рахимова');

      const birth = field(page, t.birthDate);
      await birth.pressSequentially('14x0519');
      await expect(birth).toHaveValue('14.05.19');
      expect(await caretOf(birth)).toBe(8);
      await birth.press('Backspace');
      await birth.press('Backspace');
      // No separator is left dangling after the last digit.
      await expect(birth).toHaveValue('14.05');
      await birth.pressSequentially('1988');
      await expect(birth).toHaveValue('14.05.1988');

      await page.getByRole('button', { name: t.save }).click();
      await expect(page.getByRole('form', { name: t.settings }).getByRole('status')).toHaveText(t.saved);
      await page.reload();
      await expect(field(page, t.birthDate)).toHaveValue('14.05.1988');
      expect(errors).toEqual([]);
    });
  });
}

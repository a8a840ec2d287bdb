import { expect, type Page } from '@playwright/test';

/** The words of the promo-code field a page shows (the profile's bonuses page, the offers page). */
export interface PromoTexts {
  promo: string;
  check: string;
  /** What the check says the code gives, e.g. "BONUS50 promokodi beradi:". */
  gives: string;
  activateCode: string;
  activated: string;
}

/** Checks a promo code in the page's field, then activates it; answers the promo-code-activated dialog. */
export async function useCode(page: Page, t: PromoTexts, code = 'bonus50') {
  await page.getByRole('textbox', { name: t.promo }).fill(code);
  await page.getByRole('button', { name: t.check }).click();
  const told = page.getByRole('status').filter({ hasText: t.gives });
  await expect(told).toBeVisible();
  await told.getByRole('button', { name: t.activateCode }).click();
  const dialog = page.getByRole('dialog', { name: t.activated });
  await expect(dialog.getByRole('heading', { name: t.activated })).toBeVisible();
  return dialog;
}

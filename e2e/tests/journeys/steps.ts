import type { Page } from '@playwright/test';
import { AUTH_DIALOG_TITLE } from '../helpers';
import { balances, confirmedEarlier, withdrawalCode } from '../money';
import { fromOutbox, lastOutboxId } from '../outbox';
import { expect } from './popup-watch';
import { usd, type Locale, type Texts } from './text';

/**
 * The steps of a player's way through the site, each as the player takes it: by the names and
 * labels the page shows. Checks of what is fixed on the site are hard; checks of what is being
 * fixed (balances apart, the default currency) are soft, so one run lists every item still open.
 */

export interface Journey {
  page: Page;
  t: Texts;
  locale: Locale;
  phone: boolean;
}

/** Soft checks of what is being fixed wait this long: "at once" after a money event. */
const AT_ONCE = { timeout: 3_000 };

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** An amount on its own, with or without its currency: "50.00" is not found inside "250.00 USD". */
const amountAlone = (amount: number) => new RegExp(`(?<![\\d,.])${escape(usd(amount).replace(/ USD$/, ''))}(?!\\d)`);
const path = ({ t }: Journey, p: string) => (p === '/' ? t.prefix || '/' : `${t.prefix}${p}`);
/** A labelled field, matched by its whole label (required fields add a hidden " *"). */
const labelled = (scope: Page | ReturnType<Page['getByRole']>, label: string) => scope.getByLabel(new RegExp(`^${escape(label)}( \\*)?$`));

/** The home page as a guest: the brand, sign-in in the header, game search in both scripts, the banners' arrows (desktop). */
export async function arriveAsGuest(j: Journey): Promise<void> {
  const { page, t, phone } = j;
  await page.goto(path(j, '/'));
  await expect.soft(page, 'one brand in the page title (item 12)').toHaveTitle(t.title);
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('link', { name: t.signIn, exact: true })).toBeInViewport();
  await expect(banner.getByRole('link', { name: t.signUp, exact: true })).toBeInViewport();

  // Item 9: the roulette found in Cyrillic and in its Latin spelling.
  await banner.getByRole('button', { name: t.search }).click();
  const search = page.getByRole('dialog');
  const searchbox = search.getByRole('searchbox', { name: t.searchbox });
  await expect(searchbox).toBeFocused();
  const results = search.getByRole('list', { name: t.results });
  for (const query of ['рулетка', 'ruletka']) {
    await searchbox.fill(query);
    await expect(results.getByRole('link', { name: /Roulette/ }).first()).toBeVisible();
  }
  await page.keyboard.press('Escape');
  await expect(search).toBeHidden();

  // Item 10: the banners move on with the mouse (a phone swipes them).
  if (!phone) {
    const banners = page.getByRole('region', { name: t.banners });
    const previous = banners.getByRole('button', { name: t.previousBanner });
    await expect(previous).toHaveAttribute('aria-disabled', 'true');
    await banners.getByRole('button', { name: t.nextBanner }).click();
    await expect(previous).not.toHaveAttribute('aria-disabled', 'true');
  }
}

/** Registration in the header's sign-up dialog with a promo code; the default currency is the locale's country's. */
export async function register(j: Journey, promoCode: string): Promise<{ login: string; password: string }> {
  const { page, t, locale } = j;
  const login = `journey-${locale}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.org`;
  const password = 'secret12';
  await page.getByRole('banner').getByRole('link', { name: t.signUp, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: AUTH_DIALOG_TITLE[locale] });
  await dialog.getByRole('textbox', { name: t.login, exact: true }).fill(login);
  await dialog.getByRole('textbox', { name: t.password, exact: true }).fill(password);
  const currency = labelled(dialog, t.currency);
  // Item 7: a player in Uzbekistan (uz) or Russia (ru) starts in that country's currency.
  await expect.soft(currency, `default currency ${t.homeCurrency} (item 7)`).toHaveValue(t.homeCurrency, AT_ONCE);
  // The journey's amounts are in dollars: the player picks them.
  await currency.selectOption('USD');
  await dialog.getByRole('button', { name: t.havePromo }).click();
  await dialog.getByRole('textbox', { name: t.promo }).fill(promoCode);
  await dialog.getByRole('checkbox', { name: t.terms }).check();
  await dialog.getByRole('button', { name: t.register, exact: true }).click();
  await expect(dialog).toBeHidden();

  // The code's offer is told in a dialog of its own; its bonus waits on the bonuses page.
  const activated = page.getByRole('dialog', { name: t.promoActivated });
  await expect(activated.getByRole('heading', { name: t.promoActivated })).toBeVisible();
  await activated.getByRole('button', { name: t.close }).first().click();
  await expect(activated).toBeHidden();
  await expect(page.getByTestId('header-balance')).toHaveText(usd(0));
  return { login, password };
}

/** The e-mail confirmed on the confirmation page with the outbox's code; a wrong code first says it is the e-mail's (item 8). */
export async function confirmEmail(j: Journey, login: string): Promise<void> {
  const { page, t } = j;
  await page.goto(path(j, '/confirmation?contact=email'));
  const after = await lastOutboxId(page.request);
  await page.getByRole('button', { name: t.sendCode }).click();
  const { value: code } = await fromOutbox(page.request, login, { afterId: after });
  const field = page.getByRole('textbox', { name: t.confirmCode });
  await field.fill(code === '000000' ? '111111' : '000000');
  await page.getByRole('button', { name: t.confirm, exact: true }).click();
  await expect(page.getByText(t.wrongEmailCode)).toBeVisible();
  await expect(page.getByText(/SMS/)).toHaveCount(0);
  await field.fill(code);
  await page.getByRole('button', { name: t.confirm, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: t.confirmed })).toBeVisible();
}

/** The card method chosen from the cashier's list; on a phone its form comes into view with focus (item 6). */
async function openCardForm(j: Journey): Promise<void> {
  const { page, t, phone } = j;
  await page.goto(path(j, '/cashier/deposit'));
  const card = page.getByRole('list', { name: t.methods }).getByRole('link').filter({ hasText: 'Visa / Mastercard' });
  await card.click();
  const heading = page.getByRole('heading', { level: 2, name: t.formTitle('Visa / Mastercard') });
  if (phone) {
    await expect(heading).toBeFocused();
    await expect(heading).toBeInViewport();
  } else {
    await expect(heading).toBeVisible();
  }
}

/** A paid deposit without a bonus through the demo provider's card page; the success page advertises no deposit bonus (item 2). */
export async function depositByCard(j: Journey, amount: number): Promise<void> {
  const { page, t } = j;
  await openCardForm(j);
  await page.getByRole('textbox', { name: t.amount }).fill(String(amount));
  await page.getByRole('radio', { name: t.noBonus }).check();
  await page.getByRole('button', { name: t.deposit(amount) }).click();
  await expect(page).toHaveURL(/\/payments\/demo\/checkout\//);
  await page.getByRole('button', { name: t.pay }).click();
  await expect(page.getByRole('heading', { level: 1, name: t.paid })).toBeVisible();
  await expect.poll(async () => (await balances(page)).main).toBe(amount);
  // Whatever would advertise a bonus arrives with the page's requests.
  await page.waitForLoadState('networkidle');
  await expect.soft(page.getByRole('main'), 'no deposit bonus advertised after a no-bonus deposit (item 2)').not.toContainText(t.depositBonusAdvert);
  await expectBalancesAgree(j);
}

/** Real-money spins at the demo slot's highest stake (100 USD): one loyalty point per dollar staked. */
export async function playSlot(j: Journey, rounds: number): Promise<void> {
  const { page, t } = j;
  await page.goto(path(j, '/game/oltin_silk_fortune'));
  const game = page.frameLocator('[data-testid="game-frame"]');
  const more = game.getByRole('button', { name: t.moreStake });
  await expect(more).toBeVisible();
  while (await more.isEnabled()) await more.click();
  // The button is named "spinning" until the reels stop.
  const spin = game.getByRole('button', { name: t.spin });
  for (let i = 0; i < rounds; i++) {
    const settled = page.waitForResponse((r) => r.url().includes('/platform/game/api/round') && r.request().method() === 'POST');
    await spin.click();
    expect((await settled).ok(), `round ${i + 1} settled`).toBe(true);
    await expect(spin).not.toHaveAttribute('aria-disabled', 'true');
  }
  await expectBalancesAgree(j);
}

/** The promo code's bonus activated on the profile's bonuses page. */
export async function activateBonus(j: Journey): Promise<void> {
  const { page, t } = j;
  await page.goto(path(j, '/profile/bonuses'));
  const card = page.getByRole('article', { name: t.bonusCard });
  await card.getByRole('button', { name: t.activate, exact: true }).click();
  await expect(card.getByText(t.active, { exact: true })).toBeVisible();
  await expect.poll(async () => (await balances(page)).bonus).toBe(50);
  await expectBalancesAgree(j);
}

/**
 * A first withdrawal to a new card with a contact confirmed minutes ago (item 1): the page says the
 * rule, from when the withdrawal will go and the way to support, before any bonus question. The
 * player comes back once that time has passed (the demo's development page dates the confirmation
 * back), gives up the bonus and confirms with the code sent to the e-mail.
 */
export async function withdrawToCard(j: Journey, login: string, amount: number): Promise<void> {
  const { page, t } = j;
  await page.goto(path(j, '/cashier/withdraw'));
  await expectBalancesAgree(j, { withdrawable: true });
  const ask = async () => {
    await page.getByRole('textbox', { name: t.amount }).fill(String(amount));
    await page.getByRole('textbox', { name: t.cardNumber }).fill('4111111111111111');
    await page.getByRole('textbox', { name: t.cardHolder }).fill('Aziz Karimov');
    await page.getByRole('button', { name: t.withdraw(amount) }).click();
  };
  await ask();
  const alert = page.getByRole('alert');
  await expect(alert).toContainText(t.rule);
  await expect(alert.getByRole('link', { name: t.support })).toHaveAttribute('href', `${t.prefix}/support`);
  await expect(page.getByRole('heading', { name: t.forfeit })).toHaveCount(0);

  await confirmedEarlier(page, login);
  await ask();
  await expect(page.getByRole('heading', { name: t.forfeit })).toBeVisible();
  await page.getByRole('button', { name: t.forfeitYes }).click();
  await page.getByRole('textbox', { name: t.withdrawalCode }).fill(await withdrawalCode(page, login));
  await page.getByRole('button', { name: t.confirmWithdrawal }).click();
  await expect(page.getByRole('heading', { name: t.accepted })).toBeVisible();
  await expect.poll(async () => (await balances(page)).bonus).toBe(0);
  // Item 5: the header and the cashier's withdrawable follow the request without a reload.
  await expectBalancesAgree(j, { withdrawable: true });
}

/** The shop names the points by the programme's alias in the right plural (item 8); one confirmation buys free spins. */
export async function buyFreeSpins(j: Journey, points: number, price: number): Promise<void> {
  const { page, t } = j;
  await page.goto(path(j, '/loyalty/shop'));
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: t.shop })).toBeVisible();
  // The player's own points: until they show, the page still holds what a guest sees.
  await expect(main.getByText(t.pointsBalance)).toContainText(t.points(points));
  const card = main.getByRole('article', { name: t.spins });
  await expect(card).toContainText(t.points(price));
  await expect(main).not.toContainText(t.wrongPlural);

  await card.getByRole('button', { name: t.buy }).click();
  const confirm = page.getByRole('dialog', { name: t.purchaseDialog });
  await expect(confirm).toContainText(t.spins);
  await expect(confirm).toContainText(t.points(price));
  await expect(confirm).toContainText(t.points(points - price));
  await confirm.getByRole('button', { name: t.confirm }).click();
  await expect(confirm.getByRole('status')).toHaveText(t.purchased);
  await confirm.getByRole('link', { name: t.toBonuses }).click();
  await expect(page).toHaveURL(new RegExp(`${t.prefix}/profile/bonuses$`));
  await expect(page.getByRole('article', { name: t.spins }).first()).toBeVisible();
}

/**
 * Responsible gaming reached from the footer (item 4): on a desktop every profile tab is in plain
 * sight; on a phone the page starts with its content and the bell is in the header (item 6). A
 * daily deposit limit is set there.
 */
export async function setDailyDepositLimit(j: Journey, limit: number): Promise<void> {
  const { page, t, phone } = j;
  await page.getByRole('contentinfo').getByRole('link', { name: t.responsibleGaming }).click();
  await expect(page).toHaveURL(new RegExp(`${t.prefix}/profile/responsible-game$`));
  const main = page.getByRole('main');
  const heading = main.getByRole('heading', { level: 1, name: t.responsibleGaming });
  await expect(heading).toBeVisible();
  // A page opened by a link starts at its top, not where the last page was left (the footer).
  expect.soft(await page.evaluate(() => window.scrollY), 'the page opened from the footer starts at its top').toBe(0);
  const nav = page.getByRole('navigation', { name: t.profileNav });
  if (phone) {
    await expect(nav.getByRole('button', { name: new RegExp(`^${t.profileMenu}`) })).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('banner').getByRole('link', { name: t.bell })).toBeInViewport();
  } else {
    // Every tab whole, none cut off on the right of the tab row or of the window.
    await nav.scrollIntoViewIfNeeded();
    const row = (await nav.boundingBox())!;
    const right = Math.min(row.x + row.width, page.viewportSize()!.width);
    const tabs = nav.getByRole('link');
    const count = await tabs.count();
    expect(count).toBeGreaterThanOrEqual(8);
    for (let i = 0; i < count; i += 1) {
      const tab = (await tabs.nth(i).boundingBox())!;
      expect(tab.x, `profile tab ${i + 1} of ${count} in sight`).toBeGreaterThanOrEqual(Math.max(row.x, 0) - 0.5);
      expect(tab.x + tab.width, `profile tab ${i + 1} of ${count} in sight`).toBeLessThanOrEqual(right + 0.5);
    }
  }

  const limits = page.getByRole('region', { name: t.limits });
  await limits.getByRole('combobox', { name: t.period }).selectOption('day');
  await limits.getByRole('textbox', { name: t.limitAmount }).fill(String(limit));
  await limits.getByRole('button', { name: t.save }).click();
  await expect(limits.getByRole('status')).toHaveText(t.limitSet);
}

/**
 * Item 3: a card payment started under the limit and left unpaid at the provider's page takes
 * nothing of it; the player cancels the payment from the cashier's history.
 */
export async function abandonAndCancelPayment(j: Journey, amount: number, limit: number): Promise<void> {
  const { page, t } = j;
  const before = (await balances(page)).main;
  await openCardForm(j);
  await expect(page.getByText(t.limitLeft(limit))).toBeVisible();
  await page.getByRole('textbox', { name: t.amount }).fill(String(amount));
  await page.getByRole('radio', { name: t.noBonus }).check();
  await page.getByRole('button', { name: t.deposit(amount) }).click();
  await expect(page).toHaveURL(/\/payments\/demo\/checkout\//);
  // Left without deciding: the limit is whole.
  await openCardForm(j);
  await expect(page.getByText(t.limitLeft(limit))).toBeVisible();

  await page.goto(path(j, '/cashier/history?tab=deposit'));
  const row = page.getByRole('listitem').filter({ hasText: usd(amount) });
  await row.getByRole('button', { name: t.cancelPayment }).click();
  await row.getByRole('button', { name: t.confirmCancel }).click();
  await expect(row).toContainText(t.cancelled);
  await expect(row.getByRole('button', { name: t.cancelPayment })).toHaveCount(0);
  expect((await balances(page)).main).toBe(before);
}

/**
 * Item 5: every balance figure says the same as the server, at once after a money event (no
 * reload): the header names the real money, and the bonus money apart when there is some; on the
 * withdrawal page the withdrawable is the real money.
 */
export async function expectBalancesAgree(j: Journey, { withdrawable = false }: { withdrawable?: boolean } = {}): Promise<void> {
  const { page, t } = j;
  const { main: real, bonus } = await balances(page);
  const figure = page
    .getByRole('banner')
    .getByRole('link')
    .filter({ has: page.getByTestId('header-balance') });
  await expect.soft(figure, `the header names the real money, ${usd(real)} (item 5)`).toHaveAccessibleName(amountAlone(real), AT_ONCE);
  if (bonus > 0) await expect.soft(figure, `the header names the bonus money apart, ${usd(bonus)} (item 5)`).toHaveAccessibleName(amountAlone(bonus), AT_ONCE);
  if (withdrawable)
    await expect.soft(page.getByText(t.withdrawable), `the cashier's withdrawable is ${usd(real)} (item 5)`).toContainText(amountAlone(real), AT_ONCE);
}

import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { AUTH_DIALOG_TITLE, collectPageErrors, registerPlayer } from './helpers';

/**
 * The demo operator's content as a player sees it, in Uzbek and Russian: artwork and texts
 * without English placeholders, an action on every offer page that leads to a working page, and
 * one brand in the header, the title and the footer.
 */

const BRAND = 'Silk Fortune';

/** Words of placeholder artwork and texts (media file names, English buttons) that must not reach a player. */
const PLACEHOLDER =
  /\b(Welcome|Spring|Race|Jackpots?|Loyalty|Banners?|Popup|Offers?|Friday|Reload|Weekly|Cashback|Free|Spins?|Tournaments?|Level|Product|Character|Home|Take|More)\b/;

const T = {
  uz: {
    prefix: '',
    banners: 'Aksiya bannerlari',
    signUp: 'Roʻyxatdan oʻtish',
    otherOffers: 'Boshqa takliflar',
    offersHeading: 'Takliflar',
    promoField: 'Promokod',
    promoCheck: 'Tekshirish',
    promoGives: (code: string) => `${code} promokodi beradi:`,
    methods: 'Toʻlov usullari',
    notFound: 'Bunday sahifa yoʻq yoki u koʻchirilgan.',
  },
  ru: {
    prefix: '/ru',
    banners: 'Баннеры акций',
    signUp: 'Зарегистрироваться',
    otherOffers: 'Другие предложения',
    offersHeading: 'Предложения',
    promoField: 'Промокод',
    promoCheck: 'Проверить',
    promoGives: (code: string) => `Промокод ${code} даёт:`,
    methods: 'Способы оплаты',
    notFound: 'Такой страницы нет или она была перемещена.',
  },
} as const;

interface Offer {
  id: number;
  sysname: string;
  trigger: { action: string; user_satisfies_params: boolean };
  description: Record<string, string>;
}

async function api<R>(request: APIRequestContext, method: string, locale: string, query: Record<string, string> = {}): Promise<R> {
  const response = await request.get(`/api/${method}?${new URLSearchParams({ v: '2.34', locale, ...query })}`);
  expect(response.ok(), method).toBe(true);
  return ((await response.json()) as { data: R }).data;
}

const offersOf = (request: APIRequestContext, locale: string) =>
  api<{ items: Offer[] }>(request, 'campaigns.getoffers', locale, { offset: '0', count: '100', fields: 'trigger,description,promotions' }).then((d) => d.items);

/** The drawing an image shows, when it is artwork this server draws (SVG, or WebP of the same drawing): no drawn words, no English. */
async function expectWordlessArt(request: APIRequestContext, src: string | null) {
  expect(src).toBeTruthy();
  if (!/\.(svg|webp)$/.test(src!)) return;
  if (src!.endsWith('.webp')) expect((await request.get(src!)).headers()['content-type'], src!).toBe('image/webp');
  const svg = await (await request.get(src!.replace(/\.webp$/, '.svg'))).text();
  expect(svg, src!).toMatch(/^<svg /);
  expect(svg, src!).not.toMatch(/<text|aria-label/);
}

async function expectNoPlaceholder(what: Locator | string) {
  const text = typeof what === 'string' ? what : ((await what.textContent()) ?? '');
  expect(text).not.toMatch(PLACEHOLDER);
}

for (const locale of ['uz', 'ru'] as const) {
  const t = T[locale];

  test.describe(`demo content (${locale})`, () => {
    test('home banners and the promotions: localized texts over artwork without words', async ({ page }) => {
      const errors = collectPageErrors(page);
      await page.goto(`${t.prefix}/`);
      const banners = page.getByRole('region', { name: t.banners });
      const items = banners.getByRole('listitem');
      await expect(items.first()).toBeVisible();
      const count = await items.count();
      expect(count).toBeGreaterThanOrEqual(5);
      for (let i = 0; i < count; i++) {
        const link = items.nth(i).getByRole('link');
        const name = await link.evaluate((a) => a.textContent ?? '');
        await expectNoPlaceholder(name);
        // Each banner names its own step (not a generic "more").
        const img = items.nth(i).locator('img');
        await expect(img).toHaveAttribute('alt', '');
        await expectWordlessArt(page.request, await img.getAttribute('src'));
      }

      await page.goto(`${t.prefix}/promotions`);
      const cards = page.getByRole('main').getByRole('listitem');
      await expect(cards.first().getByRole('link')).toBeVisible();
      const offers = await offersOf(page.request, locale);
      await expect(cards).toHaveCount(offers.length);
      for (let i = 0; i < offers.length; i++) {
        await expectNoPlaceholder(cards.nth(i));
        await expectWordlessArt(page.request, await cards.nth(i).locator('img').getAttribute('src'));
      }

      // Every piece of marketing art the content names: banners (and their phone variants), offers, pop-ups, tournaments, jackpots.
      const art: string[] = [];
      const banner = await api<{ items: Array<{ description: Record<string, string> }> }>(page.request, 'banners.get', locale, { offset: '0', count: '10' });
      for (const b of banner.items) art.push(b.description.image_url!, b.description.image_mobile_url!);
      for (const o of offers) art.push(o.description.image_url!);
      const tournaments = await api<{ items: Array<{ image_url: string; description: Record<string, string> }> }>(page.request, 'tournaments.get', locale, {
        count: '20',
        offset: '0',
      });
      for (const x of tournaments.items) {
        art.push(x.image_url);
        await expectNoPlaceholder(`${x.description.title} ${x.description.short ?? ''} ${x.description.text ?? ''}`);
      }
      const jackpots = await api<{ items: Array<{ description: Record<string, string> }> }>(page.request, 'Jackpots.get', locale);
      for (const j of jackpots.items) art.push(j.description.image_url!);
      for (const src of art.filter(Boolean)) await expectWordlessArt(page.request, src);
      expect(errors).toEqual([]);
    });

    test('a guest finds on every offer page a registration that opens there (carrying the promo code)', async ({ page }) => {
      const offers = await offersOf(page.request, locale);
      for (const offer of offers) {
        await page.goto(`${t.prefix}/promotions/${offer.sysname}`);
        const article = page.getByRole('article', { name: offer.description.title! });
        await expect(article.getByRole('heading', { level: 1 })).toHaveText(offer.description.title!);
        await expectNoPlaceholder(article);
        const signUp = article.getByRole('link', { name: t.signUp });
        await expect(signUp).toHaveAttribute('href', new RegExp(`^${t.prefix}/promotions/${offer.sysname}\\?show_popup_reg=1`));
      }
      // The promo code offer: registration opens on the page, with the code kept for it.
      const coded = offers.find((o) => o.description.promo_code)!;
      await page.goto(`${t.prefix}/offers/${coded.sysname}`);
      await page.getByRole('article', { name: coded.description.title! }).getByRole('link', { name: t.signUp }).click();
      await expect(page.getByRole('dialog', { name: AUTH_DIALOG_TITLE[locale] })).toBeVisible();
      expect(await page.evaluate(() => window.localStorage.getItem('promo_code'))).toContain(coded.description.promo_code!);
    });

    test('a new player follows every offer page’s action to a page that works', async ({ page }) => {
      test.slow();
      const errors = collectPageErrors(page);
      await registerPlayer(page, undefined, { locale });
      const offers = await offersOf(page.request, locale);
      for (const offer of offers) {
        const title = offer.description.title!;
        await page.goto(`${t.prefix}/offers/${offer.sysname}`);
        const article = page.getByRole('article', { name: title });
        await expect(article.getByRole('heading', { level: 1 })).toHaveText(title);
        if (offer.trigger.action === 'deposit' && offer.trigger.user_satisfies_params) {
          // Deposit with this offer chosen.
          await article.getByRole('link', { name: offer.description.button! }).click();
          await expect(page).toHaveURL(new RegExp(`${t.prefix}/cashier/deposit\\?offer=${offer.id}$`));
          await page
            .getByRole('list', { name: t.methods })
            .getByRole('link', { name: /Visa \/ Mastercard/ })
            .click();
          await expect(page.getByRole('radio', { name: new RegExp(escape(title)) })).toBeChecked();
        } else if (offer.trigger.action === 'deposit') {
          // Conditions not met (a reload bonus before any deposit): the offers the player can take.
          await article.getByRole('link', { name: t.otherOffers }).click();
          await expect(page.getByRole('heading', { level: 1, name: t.offersHeading })).toBeVisible();
        } else if (offer.trigger.action === 'promo_code') {
          const code = offer.description.promo_code!;
          await article.getByRole('textbox', { name: t.promoField }).fill(code);
          await article.getByRole('button', { name: t.promoCheck }).click();
          await expect(article.getByText(t.promoGives(code))).toBeVisible();
        } else {
          // An offer with no deposit, code or click of its own: the content's step (the cashback page).
          const action = article.getByRole('link', { name: offer.description.button! });
          const href = await action.getAttribute('href');
          await action.click();
          await expect(page).toHaveURL(new RegExp(`${escape(href!)}$`));
          await expectWorkingPage(page, t.notFound);
        }
      }
      expect(errors).toEqual([]);
    });

    test('one brand: the header logo, the page title and the footer', async ({ page }) => {
      await page.goto(`${t.prefix}/`);
      const logo = page.getByRole('banner').getByRole('link', { name: BRAND, exact: true });
      await expect(logo).toHaveAttribute('href', locale === 'ru' ? '/ru' : '/');
      await expect(page).toHaveTitle(new RegExp(`^${BRAND} — `));
      const footerLogo = page.getByRole('contentinfo').getByRole('img', { name: BRAND, exact: true });
      await expect(footerLogo).toBeVisible();
      // The logos' artwork draws the same name (not a file name such as "… Footer").
      for (const img of [logo.getByRole('img'), footerLogo]) {
        const svg = await (await page.request.get((await img.getAttribute('src'))!)).text();
        expect(svg).toContain(`>${BRAND}</text>`);
      }
      await page.goto(`${t.prefix}/about`);
      await expect(page.getByRole('heading', { level: 2, name: BRAND })).toBeVisible();
      await expect(page).toHaveTitle(new RegExp(BRAND));
    });
  });
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A page of the site that opened: its heading shown, not the not-found page. */
async function expectWorkingPage(page: Page, notFound: string) {
  await expect(page.getByRole('main').getByRole('heading').first()).toBeVisible();
  await expect(page.getByText(notFound)).toHaveCount(0);
}

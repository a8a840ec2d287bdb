import { act, screen } from '@testing-library/react';
import { useConfigStore, useSessionStore, type AccountInfo } from '@casino/shared';
import type { RemoteUnderTest } from '@casino/shared/testing';
import { findOffer, forSection, offerAction, promotionLine, toView } from './rules';
import { OfferPage, OffersPage } from './OffersPage';
import { offer } from '../../testing/fixtures';
import { startPromotions } from '../../testing/start';

let promotions: RemoteUnderTest;
afterEach(() => promotions?.stop());

describe('offer rules', () => {
  it('shows deposit and promo-code offers under /offers and every campaign under /promotions', () => {
    const items = [offer(1, 'deposit'), offer(2, 'registration'), offer(3, 'promo_code')];
    expect(forSection(items, 'offers').map((o) => o.id)).toEqual([1, 3]);
    expect(forSection(items, 'promotions').map((o) => o.id)).toEqual([1, 2, 3]);
  });

  it('finds an offer by id or sysname', () => {
    const items = [offer(1), offer(2)];
    expect(findOffer(items, '2')?.id).toBe(2);
    expect(findOffer(items, 'offer-1')?.id).toBe(1);
    expect(findOffer(items, 'nope')).toBeNull();
    expect(findOffer(items, undefined)).toBeNull();
  });

  it('takes the picture from the configured description field, else image_url', () => {
    const items = [offer(1, 'deposit', { description: { title: 'Offer 1', image_url: '/o1.svg', image_square: '/sq1.svg' } }), offer(2)];
    expect(forSection(items, 'offers', 'image_square').map((o) => o.image)).toEqual(['/sq1.svg', '/content/media/offers/o2.svg']);
    expect(findOffer(items, '1', 'image_square')?.image).toBe('/sq1.svg');
  });

  it('gives every offer one action: a guest signs up (with the offer’s promo code) on the page itself', () => {
    const code = toView(offer(5, 'promo_code', { description: { title: 'SILK', promo_code: 'SILK' } }));
    expect(offerAction(code, false, '/ru/offers/offer-5')).toEqual({ kind: 'signUp', path: '/ru/offers/offer-5?show_popup_reg=1&promo_code=SILK' });
    for (const action of ['deposit', 'take', 'registration', 'anything']) {
      expect(offerAction(toView(offer(1, action)), false, '/offers/offer-1')).toEqual({ kind: 'signUp', path: '/offers/offer-1?show_popup_reg=1' });
    }
  });

  it('sends a player to deposit with the offer chosen, or to the other offers when its conditions are not met', () => {
    expect(offerAction(toView(offer(1)), true, '')).toEqual({ kind: 'deposit', path: '/cashier/deposit?offer=1', label: 'Take' });
    const spent = offer(1, 'deposit', { trigger: { action: 'deposit', params: { exclude_methods: [] }, user_satisfies_params: false } });
    expect(offerAction(toView(spent), true, '')).toEqual({ kind: 'otherOffers', path: '/offers' });
    expect(offerAction(toView(offer(2, 'take')), true, '')).toEqual({ kind: 'take', label: 'Take' });
    expect(offerAction(toView(offer(3, 'promo_code')), true, '')).toEqual({ kind: 'promoCode' });
  });

  it('falls back, for an offer without its own step, to the content’s link, else where its gift is used', () => {
    const withLink = offer(4, 'registration', { description: { title: 'Cashback', link: '/ru/profile/cashback', button: 'See it' } });
    expect(offerAction(toView(withLink), true, '')).toEqual({ kind: 'link', path: '/ru/profile/cashback', label: 'See it', fallback: 'content' });
    const outside = offer(4, 'registration', { description: { title: 'x', link: '//evil.example/x' }, promotions: [{ type: 'cashback', percent: 10 }] });
    expect(offerAction(toView(outside), true, '')).toMatchObject({ path: '/profile/cashback', fallback: 'cashback' });
    const spins = offer(5, 'registration', { promotions: [{ type: 'freespins', count: 10, game: 'aurora_lucky_sevens' }] });
    expect(offerAction(toView(spins), true, '')).toMatchObject({ path: '/game/aurora_lucky_sevens', fallback: 'game' });
    expect(offerAction(toView(offer(6, 'registration')), true, '')).toMatchObject({ path: '/profile/bonuses', fallback: 'bonuses' });
    expect(offerAction(toView(offer(7, 'registration', { promotions: [] })), true, '')).toMatchObject({ path: '/gamehall', fallback: 'gamehall' });
  });

  it('words each kind of promotion', () => {
    expect(promotionLine({ type: 'bonus', percent: 100, max: { amount: 500, currency: 'USD' } })).toEqual({
      kind: 'bonus',
      values: { percent: '100', max: '500 USD' },
    });
    expect(promotionLine({ type: 'freespins', count: 50 })).toEqual({ kind: 'freespins', values: { count: '50' } });
    expect(promotionLine({ type: 'cashback', percent: 10 })).toEqual({ kind: 'cashback', values: { percent: '10' } });
  });
});

describe('offers pages', () => {
  it('show the picture of the operator’s offer image key (prazer-config.imageKeys.offer)', async () => {
    const item = offer(1, 'deposit', { description: { title: 'Offer 1', image_url: '/o1.svg', image_square: '/sq1.svg' } });
    promotions = await startPromotions({ api: { 'campaigns.getoffers': { data: { items: [item], total: 1 } } } });
    act(() => useConfigStore.getState().setConfig({ 'prazer-config': { imageKeys: { offer: 'image_square' } } }));
    await promotions.render(<OffersPage />, { route: '/offers' });
    await screen.findByRole('link', { name: /Offer 1/ });
    expect(document.querySelector('img')).toHaveAttribute('src', '/sq1.svg');
  });

  it('lists offers with links to their pages (uz)', async () => {
    promotions = await startPromotions({ api: { 'campaigns.getoffers': { data: { items: [offer(1), offer(2, 'registration')], total: 2 } } } });
    await promotions.render(<OffersPage />, { route: '/offers' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Takliflar');
    expect(await screen.findByRole('link', { name: /Offer 1/ })).toHaveAttribute('href', '/offers/offer-1');
    expect(screen.queryByText('Offer 2')).toBeNull();
    expect(promotions.calls[0]?.query.fields).toBe('trigger,description,promotions');
  });

  it('lists every campaign under /ru/promotions with Russian links', async () => {
    promotions = await startPromotions({ api: { 'campaigns.getoffers': { data: { items: [offer(1), offer(2, 'registration')], total: 2 } } } });
    await promotions.render(<OffersPage />, { route: '/ru/promotions', locale: 'ru' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Акции');
    expect(await screen.findByRole('link', { name: /Offer 2/ })).toHaveAttribute('href', '/ru/promotions/offer-2');
  });

  it('shows an empty state', async () => {
    promotions = await startPromotions({ api: { 'campaigns.getoffers': { data: { items: [], total: 0 } } } });
    await promotions.render(<OffersPage />, { route: '/offers' });
    expect(await screen.findByText('Hozircha takliflar yoʻq')).toBeInTheDocument();
  });

  it('shows one offer by its sysname, with what it gives', async () => {
    promotions = await startPromotions({ api: { 'campaigns.getoffers': { data: { items: [offer(1), offer(2)], total: 2 } } } });
    await promotions.render(<OfferPage />, { route: '/offers/offer-2', path: '/offers/:id' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Offer 2' })).toBeInTheDocument();
    expect(screen.getByText('100% bonus, 500 USD gacha')).toBeInTheDocument();
    // A guest is asked to sign up first, on this page.
    expect(screen.getByRole('link', { name: 'Roʻyxatdan oʻtish' })).toHaveAttribute('href', '/offers/offer-2?show_popup_reg=1');
  });

  it('leads a player from a deposit offer to the deposit page with the offer chosen', async () => {
    promotions = await startPromotions({ api: { 'campaigns.getoffers': { data: { items: [offer(2)], total: 1 } } } });
    act(() => useSessionStore.getState().setAccount({ uid: 7, login: 'aziz@example.org', balance_main: { amount: 0, currency: 'USD' } } as AccountInfo));
    await promotions.render(<OfferPage />, { route: '/offers/offer-2', path: '/offers/:id' });
    expect(await screen.findByRole('link', { name: 'Take' })).toHaveAttribute('href', '/cashier/deposit?offer=2');
  });

  it('shows a Russian player the fallback step of an offer without its own (cashback page)', async () => {
    const cashback = offer(4, 'registration', { description: { title: 'Кешбэк' }, promotions: [{ type: 'cashback', percent: 10 }] });
    promotions = await startPromotions({ api: { 'campaigns.getoffers': { data: { items: [cashback], total: 1 } } } });
    act(() => useSessionStore.getState().setAccount({ uid: 7, login: 'aziz@example.org', balance_main: { amount: 0, currency: 'USD' } } as AccountInfo));
    await promotions.render(<OfferPage />, { route: '/ru/promotions/offer-4', path: '/ru/promotions/:id', locale: 'ru' });
    expect(await screen.findByRole('link', { name: 'К кешбэку' })).toHaveAttribute('href', '/ru/profile/cashback');
  });

  it('says so when the offer does not exist', async () => {
    promotions = await startPromotions({ api: { 'campaigns.getoffers': { data: { items: [offer(1)], total: 1 } } } });
    await promotions.render(<OfferPage />, { route: '/offers/missing', path: '/offers/:id' });
    expect(await screen.findByText('Bunday taklif topilmadi')).toBeInTheDocument();
  });

  it('shows an error state when the list cannot load', async () => {
    promotions = await startPromotions({ api: { 'campaigns.getoffers': { networkError: true } } });
    await promotions.render(<OffersPage />, { route: '/offers' });
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Qayta urinish' })).toBeInTheDocument();
  });
});

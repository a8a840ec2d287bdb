import { act, screen, waitFor, within } from '@testing-library/react';
import { useSessionStore, type AccountInfo } from '@casino/shared';
import { resetStores, type RemoteUnderTest } from '@casino/shared/testing';
import { PromoCodeForm } from './PromoCodeForm';
import { OfferPage, OffersPage } from '../offers';
import { promotionLine } from '../offers/rules';
import { offer } from '../../testing/fixtures';
import { startPromotions } from '../../testing/start';

let promotions: RemoteUnderTest | undefined;
afterEach(() => {
  promotions?.stop();
  resetStores();
});

const signIn = () => act(() => useSessionStore.getState().setAccount({ uid: 7, login: 'a@example.org' } as AccountInfo));
const usd = (amount: number) => ({ amount, currency: 'USD' });
const silk = offer(5, 'promo_code', { sysname: 'promo-silk', description: { title: 'SILK promokodi' } });
const checked = {
  promo_code: 'SILK',
  offer: silk,
  gives: [{ type: 'freespins', amount: null, count: 20, game: 'oltin_silk_fortune', game_name: 'Silk Fortune', stake: usd(0.2), wager: 20, days: 7 }],
};

describe('the promo code field of the offers page', () => {
  it('asks a guest to sign in first', async () => {
    promotions = await startPromotions({ api: { 'campaigns.getoffers': { data: { items: [], total: 0 } } } });
    await promotions.render(<OffersPage />, { route: '/offers' });
    expect(screen.getByRole('heading', { name: 'Promokodingiz bormi?' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Kirish' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Promokod' })).toBeNull();
    expect(await screen.findByRole('heading', { name: 'Hozircha takliflar yoʻq' })).toBeInTheDocument();
  });

  it('checks a code, tells what it gives, activates it and opens the promo-code-activated dialog', async () => {
    promotions = await startPromotions({ api: { 'campaigns.checkPromocode': { data: checked }, 'campaigns.activateOffer': { data: silk } } });
    signIn();
    const { user } = await promotions.render(<PromoCodeForm />, { route: '/offers' });
    await user.type(screen.getByRole('textbox', { name: 'Promokod' }), 'silk');
    await user.click(screen.getByRole('button', { name: 'Tekshirish' }));
    const told = await screen.findByRole('status');
    expect(told).toHaveTextContent('SILK promokodi beradi:');
    expect(told).toHaveTextContent('Silk Fortune oʻyinida 20 ta bepul aylanish (har biri 0.20 USD), yutuqlar 20 barobar aylantiriladi');
    await user.click(within(told).getByRole('button', { name: 'Promokodni faollashtirish' }));
    await waitFor(() =>
      expect(promotions!.events.find((e) => e.event === 'dialog:open')?.payload).toMatchObject({
        id: 'promotions:promo-code-activated',
        props: { offer: { sysname: 'promo-silk' } },
      }),
    );
    expect(promotions.events.some((e) => e.event === 'balance:changed')).toBe(true);
    expect(promotions.callsTo('campaigns.checkPromocode')[0]!.body).toEqual({ promo_code: 'silk' });
    expect(promotions.callsTo('campaigns.activateOffer')[0]!.body).toEqual({ promo_code: 'SILK' });
  });

  it('words a refusal by the first promo_code code, else as an invalid code (ru)', async () => {
    promotions = await startPromotions({
      locale: 'ru',
      api: {
        'campaigns.checkPromocode': [
          { error: { type: 'InvalidParameterException', fields: { promo_code: ['promo_code_expired', 'promo_code_not_found'] } } },
          { error: { type: 'InvalidParameterException', fields: { promo_code: ['promo_code_unheard_of'] } } },
        ],
      },
    });
    signIn();
    const { user } = await promotions.render(<PromoCodeForm />, { route: '/ru/offers' });
    await user.type(screen.getByRole('textbox', { name: 'Промокод' }), 'OLD');
    await user.click(screen.getByRole('button', { name: 'Проверить' }));
    expect(await screen.findByText('Срок действия этого промокода истёк.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Проверить' }));
    expect(await screen.findByText('Промокод неверный или его срок истёк.')).toBeInTheDocument();
  });
});

describe('offers of promo codes and offers to take', () => {
  it('word fixed bonus amounts with their wagering', () => {
    expect(promotionLine({ type: 'bonus', amount: { amount: 50, currency: 'USD' }, wager: 10 })).toEqual({
      kind: 'bonusAmount',
      values: { amount: '50 USD', wager: '10' },
    });
    expect(promotionLine({ type: 'betting_bonus', amount: { amount: 20, currency: 'USD' }, wager: 3 })).toEqual({
      kind: 'bettingBonus',
      values: { amount: '20 USD', wager: '3' },
    });
  });

  it('a promo-code offer page has the field; an offer to take is taken with one click', async () => {
    const take = offer(8, 'take', {
      sysname: 'sport-start',
      description: { title: 'Sport start' },
      promotions: [{ type: 'betting_bonus', amount: { amount: 5, currency: 'USD' }, wager: 2 }],
    });
    promotions = await startPromotions({
      api: { 'campaigns.getoffers': { data: { items: [silk, take], total: 2 } }, 'campaigns.takepromotions': { data: { offer: take, gives: [] } } },
    });
    signIn();
    const { user } = await promotions.render(<OfferPage />, { route: '/offers/sport-start', path: '/offers/:id' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Sport start' })).toBeInTheDocument();
    expect(screen.getByText('Stavkalar uchun 5 USD bonus, 2 marta aylantirish')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Olish' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Taklif olindi');
    expect(screen.getByRole('link', { name: 'Bonuslarni koʻrish' })).toHaveAttribute('href', '/profile/bonuses');
    expect(promotions.callsTo('campaigns.takepromotions')[0]!.body).toEqual({ offer_id: '8' });
  });
});

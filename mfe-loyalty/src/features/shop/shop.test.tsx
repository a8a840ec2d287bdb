import { act, screen } from '@testing-library/react';
import { bus, useConfigStore, useSessionStore } from '@casino/shared';
import { resetStores, startRemoteForTest, type RemoteUnderTest } from '@casino/shared/testing';
import app from '../../app';
import { INFO, PLAYER, PRODUCTS } from '../../testing/fixtures';
import { ShopPage } from './ShopPage';
import { ConfirmDialog } from './ConfirmDialog';
import { InsufficientDialog } from './InsufficientDialog';
import { buyStep, missingPoints, outcomeOf, productView, CONFIRM_DIALOG, INSUFFICIENT_DIALOG } from './rules';

const RU_ALIAS = { one: 'звезда', few: 'звезды', many: 'звёзд', other: 'звезды' };
const UZ_ALIAS = { one: 'yulduz', other: 'yulduz' };
const withAlias = (alias: unknown) => act(() => useConfigStore.getState().setConfig({ loyalty: { pointsAlias: alias } }));

let loyalty: RemoteUnderTest;
afterEach(() => {
  loyalty?.stop();
  resetStores();
});

const bonus = productView(PRODUCTS.data.items[0]!);
const hoodie = productView(PRODUCTS.data.items[1]!);

describe('shop rules', () => {
  it('counts the missing points and picks the dialog a buy opens', () => {
    expect(missingPoints(600, 500)).toBe(0);
    expect(missingPoints(600, 9000)).toBe(8400);
    expect(buyStep(600, bonus)).toEqual({ dialog: CONFIRM_DIALOG, missing: 0 });
    expect(buyStep(600, hoodie)).toEqual({ dialog: INSUFFICIENT_DIALOG, missing: 8400 });
    expect(bonus.grant).toEqual({ key: 'shop.grants.bonus', values: { amount: 5, wager: 10 } });
    expect(hoodie.grant.key).toBe('shop.grants.prize');
  });
  it('says what happens next for what loyalty.buyproduct credits', () => {
    expect(outcomeOf('bonus', 'granted')).toEqual({ key: 'shop.outcome.bonus', link: { to: '/profile/bonuses', key: 'shop.toBonuses' } });
    expect(outcomeOf('freespins', 'granted').link?.to).toBe('/profile/bonuses');
    expect(outcomeOf('cashback', 'granted').link?.to).toBe('/profile/cashback');
    expect(outcomeOf('merch', 'pending')).toEqual({ key: 'shop.outcome.order', link: null });
    expect(outcomeOf('bonus', 'pending').key).toBe('shop.outcome.order');
  });
});

describe('the shop page', () => {
  it('lists products with price and grant; buying too expensive a product opens the insufficient dialog with what is missing', async () => {
    act(() => useSessionStore.getState().setAccount(PLAYER));
    withAlias(UZ_ALIAS);
    loyalty = await startRemoteForTest(app, { api: { 'loyalty.getproducts': PRODUCTS, 'loyalty.getinfo': { data: INFO } } });
    const { user } = await loyalty.render(<ShopPage />);
    expect(await screen.findByRole('heading', { name: '5 USD bonus', level: 3 })).toBeInTheDocument();
    expect(screen.getByText('600 yulduz')).toBeInTheDocument();
    expect(screen.getByText('500 yulduz')).toBeInTheDocument();
    expect(screen.getByText('9,000 yulduz')).toBeInTheDocument();
    expect(screen.getByText('5 USD bonus (x10 tikish)')).toBeInTheDocument();
    const buttons = screen.getAllByRole('button', { name: 'Sotib olish' });
    await user.click(buttons[1]!);
    expect(loyalty.events.find((e) => e.event === 'dialog:open')?.payload).toMatchObject({ id: INSUFFICIENT_DIALOG, props: { missing: 8400 } });
    await user.click(buttons[0]!);
    expect(loyalty.events.filter((e) => e.event === 'dialog:open')[1]?.payload).toMatchObject({
      id: CONFIRM_DIALOG,
      props: { product: { id: 11 }, points: 600 },
    });
  });

  it('shows the picture of the operator’s product image key (prazer-config.imageKeys.product), else image_url', async () => {
    const [first, second] = PRODUCTS.data.items;
    const products = {
      data: {
        ...PRODUCTS.data,
        items: [
          { ...first!, description: { title: '5 USD bonus', image_url: '/p11.svg', image_card: '/p11-card.svg' } },
          { ...second!, description: { title: 'Xudi', image_url: '/p12.svg' } },
        ],
      },
    };
    loyalty = await startRemoteForTest(app, { api: { 'loyalty.getproducts': products } });
    act(() => useConfigStore.getState().setConfig({ 'prazer-config': { imageKeys: { product: 'image_card' } } }));
    await loyalty.render(<ShopPage />);
    await screen.findByRole('heading', { name: 'Xudi', level: 3 });
    expect([...document.querySelectorAll('img')].map((img) => img.getAttribute('src'))).toEqual(['/p11-card.svg', '/p12.svg']);
  });

  it('names the points by the alias with the Russian three forms', async () => {
    act(() => useSessionStore.getState().setAccount(PLAYER));
    withAlias(RU_ALIAS);
    const items = [1, 2, 5, 21, 500].map((price, i) => ({ ...PRODUCTS.data.items[0]!, id: 20 + i, price, description: { title: `P${price}`, image_url: '' } }));
    loyalty = await startRemoteForTest(app, {
      locale: 'ru',
      api: { 'loyalty.getproducts': { data: { items, total: 5 } }, 'loyalty.getinfo': { data: { ...INFO, points: 1 } } },
    });
    await loyalty.render(<ShopPage />);
    await screen.findByRole('heading', { name: 'P500', level: 3 });
    expect(screen.getByText('500 звёзд')).toBeInTheDocument();
    expect(screen.getByText('21 звезда')).toBeInTheDocument();
    expect(screen.getByText('5 звёзд')).toBeInTheDocument();
    expect(screen.getByText('2 звезды')).toBeInTheDocument();
    expect(screen.getAllByText('1 звезда')).toHaveLength(2);
  });

  it('asks a guest to sign in, in Russian', async () => {
    loyalty = await startRemoteForTest(app, { locale: 'ru', api: { 'loyalty.getproducts': PRODUCTS } });
    const { user } = await loyalty.render(<ShopPage />);
    await user.click((await screen.findAllByRole('button', { name: 'Купить' }))[0]!);
    expect(loyalty.events.find((e) => e.event === 'dialog:open')?.payload).toMatchObject({ id: 'auth' });
  });

  it('never asks a player who just signed in to sign in while their points are on their way', async () => {
    let answerInfo: (answer: { data: unknown }) => void = () => {};
    const info = new Promise<{ data: unknown }>((resolve) => (answerInfo = resolve));
    loyalty = await startRemoteForTest(app, { locale: 'ru', api: { 'loyalty.getproducts': PRODUCTS, 'loyalty.getinfo': () => info } });
    const { user } = await loyalty.render(<ShopPage />);
    await screen.findAllByRole('button', { name: 'Купить' });
    act(() => useSessionStore.getState().setAccount(PLAYER));
    const buy = (await screen.findAllByRole('button', { name: 'Купить', busy: true }))[0]!;
    await user.click(buy);
    expect(loyalty.events.some((e) => e.event === 'dialog:open')).toBe(false);
    answerInfo({ data: INFO });
    await user.click((await screen.findAllByRole('button', { name: 'Купить', busy: false }))[0]!);
    expect(loyalty.events.find((e) => e.event === 'dialog:open')?.payload).not.toMatchObject({ id: 'auth' });
  });

  it('offers a retry when the products do not load', async () => {
    loyalty = await startRemoteForTest(app, { api: { 'loyalty.getproducts': [{ networkError: true }, PRODUCTS] } });
    const { user } = await loyalty.render(<ShopPage />);
    await user.click(await screen.findByRole('button', { name: 'Qayta urinish' }));
    expect(await screen.findByRole('heading', { name: 'Xudi', level: 3 })).toBeInTheDocument();
  });
});

describe('the confirm dialog', () => {
  it('is the one confirmation: product, price and balance after; buys once with an idempotency key and says what happens next', async () => {
    withAlias(UZ_ALIAS);
    loyalty = await startRemoteForTest(app, {
      api: { 'loyalty.buyproduct': { data: { id: 3, product_id: 11, price: 500, status: 'granted', bonus_id: 9, points: 100 } } },
    });
    const { user } = await loyalty.render(<ConfirmDialog product={bonus} points={600} alias="yulduzlar" dialogId="d1" />);
    expect(screen.getByRole('heading', { name: 'Xaridni tasdiqlang' })).toBeInTheDocument();
    expect(screen.getByText('500 yulduz')).toBeInTheDocument();
    expect(screen.getByText('100 yulduz')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Tasdiqlash' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Profil → Bonuslar boʻlimida faollashtiring');
    expect(screen.getByRole('status')).not.toHaveTextContent('hisobingizga qoʻshildi');
    const call = loyalty.calls.find((c) => c.method === 'loyalty.buyproduct')!;
    expect(call.body).toMatchObject({ product_id: '11' });
    const key = Object.entries(call.headers).find(([name]) => name.toLowerCase() === 'idempotency-key')?.[1];
    expect(key).toMatch(/.{8,}/);
    expect(loyalty.events.map((e) => e.event)).toEqual(expect.arrayContaining(['loyalty:changed']));
    expect(screen.getByRole('link', { name: 'Profil → Bonuslar' })).toHaveAttribute('href', '/profile/bonuses');
  });

  it('turns a refusal for want of points into the insufficient dialog', async () => {
    loyalty = await startRemoteForTest(app, {
      api: { 'loyalty.buyproduct': { error: { type: 'InvalidParameterException', fields: { product_id: ['insufficient_points'] } } } },
    });
    const closed: unknown[] = [];
    const off = bus.on('dialog:close', (p) => void closed.push(p));
    const { user } = await loyalty.render(<ConfirmDialog product={bonus} points={600} alias="yulduzlar" dialogId="d1" />);
    await user.click(screen.getByRole('button', { name: 'Tasdiqlash' }));
    await screen.findByRole('button', { name: 'Tasdiqlash' });
    expect(loyalty.events.find((e) => e.event === 'dialog:open')?.payload).toMatchObject({ id: INSUFFICIENT_DIALOG });
    off();
  });
});

describe('the insufficient dialog', () => {
  it('says how many points are missing and where to earn them', async () => {
    withAlias(RU_ALIAS);
    loyalty = await startRemoteForTest(app, { locale: 'ru' });
    const { user } = await loyalty.render(<InsufficientDialog product={hoodie} alias="звёзды" missing={8400} />);
    expect(screen.getByRole('heading', { name: 'Недостаточно звёзд' })).toBeInTheDocument();
    expect(screen.getByText('Для «Xudi» не хватает 8,400 звёзд.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Играть, чтобы получить больше звёзд' }));
    expect(loyalty.navigations).toEqual(['/gamehall']);
  });
});

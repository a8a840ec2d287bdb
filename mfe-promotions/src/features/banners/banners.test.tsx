import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useConfigStore } from '@casino/shared';
import type { RemoteUnderTest } from '@casino/shared/testing';
import { orderBanners, BANNERS_COUNT } from './rules';
import { HomeBanners } from './HomeBanners';
import { banner } from '../../testing/fixtures';
import { startPromotions } from '../../testing/start';

let promotions: RemoteUnderTest;
afterEach(() => promotions?.stop());

describe('orderBanners (spec §9)', () => {
  it('sorts by description.position, then id, and keeps at most 10', () => {
    const items = Array.from({ length: 14 }, (_, i) => banner(i + 1, 14 - i));
    const ordered = orderBanners(items);
    expect(ordered).toHaveLength(BANNERS_COUNT);
    expect(ordered.map((b) => b.id).slice(0, 3)).toEqual([14, 13, 12]);
    expect(orderBanners([banner(2, 1), banner(1, 1)]).map((b) => b.id)).toEqual([1, 2]);
  });

  it('puts banners without a position last and drops finished ones', () => {
    const now = 1_700_000_000_000;
    const ordered = orderBanners([banner(1, 'x' as unknown as number), banner(2, 2), banner(3, 1, {}, now / 1000 - 10)], now);
    expect(ordered.map((b) => b.id)).toEqual([2, 1]);
  });

  it('takes the picture from the configured description field, else image_url', () => {
    const wide = banner(1, 1, { image_wide_url: '/wide.svg' });
    expect(orderBanners([wide], 0, BANNERS_COUNT, 'image_wide_url')[0]?.image).toBe('/wide.svg');
    expect(orderBanners([banner(2, 1)], 0, BANNERS_COUNT, 'image_wide_url')[0]?.image).toBe('/content/media/banners/b2.svg');
  });

  it('reads the flags of external links', () => {
    expect(orderBanners([banner(1, 1, { external: 1 })])[0]?.external).toBe(true);
    expect(orderBanners([banner(1, 1)])[0]?.external).toBe(false);
  });
});

describe('HomeBanners', () => {
  it('asks for 10 banners and shows them in position order, images sized and lazy after the first', async () => {
    promotions = await startPromotions({ api: { 'banners.get': { data: { items: [banner(1, 2), banner(2, 1, { link: '/ru/jackpots' })], total: 2 } } } });
    await promotions.render(<HomeBanners />);
    const titles = await screen.findAllByText(/^Banner \d$/);
    expect(titles.map((t) => t.textContent)).toEqual(['Banner 2', 'Banner 1']);
    expect(promotions.calls[0]?.query.count).toBe('10');
    const links = screen.getAllByRole('link');
    expect(links[0]).toHaveAttribute('href', '/ru/jackpots');
    const images = document.querySelectorAll('img');
    expect(images[0]).toHaveAttribute('width', '1200');
    expect(images[0]).toHaveAttribute('height', '400');
    expect(images[0]).toHaveAttribute('loading', 'eager');
    expect(images[1]).toHaveAttribute('loading', 'lazy');
  });

  it('shows the picture of the operator’s banner image key (prazer-config.imageKeys.banner)', async () => {
    promotions = await startPromotions({
      api: { 'banners.get': { data: { items: [banner(1, 1, { image_mobile_url: '/content/media/offers/m1.svg' })], total: 1 } } },
    });
    act(() => useConfigStore.getState().setConfig({ 'prazer-config': { imageKeys: { banner: 'image_mobile_url' } } }));
    await promotions.render(<HomeBanners />);
    await screen.findByText('Banner 1');
    expect(document.querySelector('img')).toHaveAttribute('src', '/content/media/offers/m1.svg');
  });

  it('never links to dangerous or foreign targets', async () => {
    promotions = await startPromotions({
      api: {
        'banners.get': { data: { items: [banner(1, 1, { link: 'javascript:alert(1)' }), banner(2, 2, { link: 'https://evil.example/' })], total: 2 } },
      },
    });
    await promotions.render(<HomeBanners />);
    await screen.findByText('Banner 1');
    expect(screen.queryAllByRole('link')).toHaveLength(0);
  });

  it('shows a skeleton while loading and nothing when there are no banners', async () => {
    promotions = await startPromotions({ api: { 'banners.get': { data: { items: [], total: 0 } } } });
    const { container } = await promotions.render(<HomeBanners />);
    expect(container.querySelector('[aria-busy="true"]')).not.toBeNull();
    await waitFor(() => expect(container.childElementCount).toBe(0));
  });
});

describe('HomeBanners with a mouse', () => {
  let left = 0;
  const moves: ScrollToOptions[] = [];
  beforeAll(() => {
    Object.defineProperty(HTMLElement.prototype, 'scrollWidth', { configurable: true, get: () => 2500 });
    Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => 1000 });
    Object.defineProperty(HTMLElement.prototype, 'scrollLeft', { configurable: true, get: () => left });
    HTMLElement.prototype.scrollBy = function (o?: ScrollToOptions | number) {
      moves.push(o as ScrollToOptions);
    } as typeof HTMLElement.prototype.scrollBy;
  });
  afterAll(() => {
    for (const p of ['scrollWidth', 'clientWidth', 'scrollLeft']) delete (HTMLElement.prototype as unknown as Record<string, unknown>)[p];
  });

  it('moves through the banners with named arrows, disabled at the ends, and never moves on its own', async () => {
    const items = Array.from({ length: 5 }, (_, i) => banner(i + 1, i + 1));
    promotions = await startPromotions({ api: { 'banners.get': { data: { items, total: 5 } } } });
    await promotions.render(<HomeBanners />);
    await screen.findByText('Banner 5');
    const previous = screen.getByRole('button', { name: 'Oldingi banner' });
    const next = screen.getByRole('button', { name: 'Keyingi banner' });
    expect(previous).toHaveAttribute('aria-disabled', 'true');
    expect(moves).toHaveLength(0);
    fireEvent.click(next);
    expect(moves).toHaveLength(1);
    expect(moves[0]!.left).toBeGreaterThan(0);
    act(() => {
      left = 1500;
      fireEvent.scroll(screen.getByRole('list'));
    });
    expect(next).toHaveAttribute('aria-disabled', 'true');
    fireEvent.click(previous);
    expect(moves[1]!.left).toBeLessThan(0);
  });
});

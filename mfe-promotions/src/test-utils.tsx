// Helpers of the promotions' tests: a fake platform around a fake API, and rendering with the promotions' strings.
import type { ReactElement } from 'react';
import { bus, type Locale, type Platform } from '@casino/shared';
import { createFakeApi, renderWithProviders, type FakeApi, type FakeRoutes, type ProvidersOptions } from '@casino/shared/testing';
import type { BannerItem, OfferItem } from '@casino/shared/api/schemas';
import { setPlatform } from './common/platform';
import uz from './i18n/uz.json';
import ru from './i18n/ru.json';

/** Starts the remote on a fake API (the shell's platform in tests). */
export function startFakePlatform(routes: FakeRoutes = {}): FakeApi & { platform: Platform } {
  const fake = createFakeApi(routes);
  const platform: Platform = { bus, api: fake.api, locale: () => 'uz', navigate: () => {} };
  setPlatform(platform);
  return { ...fake, platform };
}

export function renderPromotions(ui: ReactElement, options: ProvidersOptions = {}) {
  const locale: Locale = options.locale ?? 'uz';
  return renderWithProviders(ui, { ...options, translations: { promotions: locale === 'ru' ? ru : uz, ...options.translations } });
}

export function banner(id: number, position: number, patch: Partial<BannerItem['description']> = {}, finished_at: number | null = null): BannerItem {
  return {
    id,
    finished_at,
    description: { title: `Banner ${id}`, text: `Text ${id}`, image_url: `/content/media/banners/b${id}.svg`, link: '/offers', button: 'More', position, ...patch },
  };
}

export function offer(id: number, action = 'deposit', patch: Partial<OfferItem> = {}): OfferItem {
  return {
    id,
    sysname: `offer-${id}`,
    trigger: { action, params: { exclude_methods: [] }, user_satisfies_params: true },
    description: { title: `Offer ${id}`, text: `About ${id}`, image_url: `/content/media/offers/o${id}.svg`, button: 'Take' },
    promotions: [{ id, type: 'bonus', percent: 100, max: { amount: 500, currency: 'USD' } }],
    ends_at: null,
    ...patch,
  };
}

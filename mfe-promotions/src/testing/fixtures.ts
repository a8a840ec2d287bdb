// Data of the promotions' tests: banners and offers as the API sends them.
import type { BannerItem, OfferItem } from '@casino/shared/api/schemas';

export function banner(id: number, position: number, patch: Partial<BannerItem['description']> = {}, finished_at: number | null = null): BannerItem {
  return {
    id,
    finished_at,
    description: {
      title: `Banner ${id}`,
      text: `Text ${id}`,
      image_url: `/content/media/banners/b${id}.svg`,
      link: '/offers',
      button: 'More',
      position,
      ...patch,
    },
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

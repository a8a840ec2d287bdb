export { HomeBanners } from './HomeBanners';
export { orderBanners, BANNERS_COUNT, type BannerView } from './rules';

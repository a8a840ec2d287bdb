export { OffersPage, OfferPage } from './OffersPage';
export { findOffer, forSection, promotionLine, toView, type OfferView, type OffersSection } from './rules';

export { PromoCodeForm } from './PromoCodeForm';
export { giftLine, promoErrorKey } from './rules';

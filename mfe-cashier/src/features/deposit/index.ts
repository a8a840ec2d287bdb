export { DepositPage } from './DepositPage';
export { bonusPreview, depositParams, depositSchema, offersFor, NO_OFFER, type PaymentMethod } from './rules';

export { BillingPage, type BillingState } from './BillingPage';
export { billingRedirect } from './billingRedirect';

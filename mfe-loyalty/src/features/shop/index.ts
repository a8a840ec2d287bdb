export { ShopPage } from './ShopPage';
export { BuyDialog } from './BuyDialog';
export { ConfirmDialog } from './ConfirmDialog';
export { InsufficientDialog } from './InsufficientDialog';

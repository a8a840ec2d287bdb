export { ShopPage } from './ShopPage';
export { ConfirmDialog } from './ConfirmDialog';
/** The spec's "buy" dialog id stays registered: it is the same one confirmation. */
export { ConfirmDialog as BuyDialog } from './ConfirmDialog';
export { InsufficientDialog } from './InsufficientDialog';

export { BonusesPage } from './BonusesPage';
export { BonusConfirmDialog, CONFIRM_DIALOG, type BonusConfirmProps } from './BonusConfirmDialog';

export { WithdrawPage } from './WithdrawPage';
export { withdrawErrorAction, withdrawMax, withdrawParams, withdrawSchema } from './rules';

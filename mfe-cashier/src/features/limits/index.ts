export { DepositLimits } from './DepositLimits';
export { limitChange, wantedAmount } from './rules';

import { DepositLimits } from './DepositLimits';

/** The `cashier.deposit-limits` slot: the same limits where another part embeds them (the profile's responsible-game page). */
export default function DepositLimitsSlot() {
  return <DepositLimits headingLevel={2} />;
}

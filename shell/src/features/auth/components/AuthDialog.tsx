import type { AuthView } from '../constants';
import type { TicketStep } from '../rules/two-factor';
import { AuthPanel } from './AuthPanel';

/** Content of the auth popup (spec §2 dialog contents); `view` picks the first tab, `twoFactor` opens the code step. */
export default function AuthDialog({ view = 'login', twoFactor }: { view?: AuthView; twoFactor?: TicketStep }) {
  return <AuthPanel initialView={view} headingLevel={2} {...(twoFactor ? { initialTwoFactor: twoFactor } : {})} />;
}

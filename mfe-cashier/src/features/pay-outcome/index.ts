export { PayCancelPage, PayFailPage, PayMobilePage, PayNewWindowPage, PayOutcomePage, PayPendingPage, PaySuccessPage } from './PayOutcomePage';
export { OUTCOME_BUTTON, outcomeView } from './rules';

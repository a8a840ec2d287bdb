export { ProgrammePage } from './ProgrammePage';
export { LoyaltySummary } from './LoyaltySummary';

export { ResponsibleGamingPage } from './ResponsibleGamingPage';
export { EXCLUSION_CONFIRM_DIALOG } from './constants';

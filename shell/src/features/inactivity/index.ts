import { shellDialogs } from '../../platform/dialogs';
import { WARNING_DIALOG } from './countdown';

shellDialogs[WARNING_DIALOG] = () => import('./InactivityWarning');

export { useInactivityLogout } from './useInactivityLogout';

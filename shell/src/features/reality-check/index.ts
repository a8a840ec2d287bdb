import { shellDialogs } from '../../platform/dialogs';
import { REALITY_CHECK_DIALOG } from './schedule';

shellDialogs[REALITY_CHECK_DIALOG] = () => import('./RealityCheckDialog');

export { useRealityCheck } from './useRealityCheck';

/** Loaded only for signed-in players. */
export const loadHints = () => import('./Hints');

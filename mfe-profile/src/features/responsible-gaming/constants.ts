/** The confirm dialog of a time-out or self-exclusion, offered in the profile's `dialogs` (`profile:<id>`). */
export const EXCLUSION_CONFIRM_DIALOG = 'exclusion-confirm';

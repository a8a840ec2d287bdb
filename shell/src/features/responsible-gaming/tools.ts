/** The tools the public page explains, in the order the profile's page offers them. */
export const TOOLS = ['limits', 'realityCheck', 'timeOut', 'selfExclusion'] as const;

/** Where a signed-in player finds the tools themselves (spec §2 /profile/responsible-game). */
export const PLAYER_PAGE = '/profile/responsible-game';

/** The sign-in or registration form's address that brings the player to the tools afterwards (`redirectUrl`, spec §2). */
export function formToTools(form: 'sign_in' | 'sign_up', playerPage: string): string {
  return `/forms/${form}?redirectUrl=${encodeURIComponent(playerPage)}`;
}

/** The tools the public page explains, in the order the profile's page offers them. */
export const TOOLS = ['limits', 'realityCheck', 'timeOut', 'selfExclusion'] as const;

/** Where a signed-in player finds the tools themselves (spec §2 /profile/responsible-game). */
export const PLAYER_PAGE = '/profile/responsible-game';

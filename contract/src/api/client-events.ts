/**
 * The client events of the site (spec §7 `events.handle`, `event_name` and `event_params`): the
 * moments spec §4 and §8 name, spelled once for the shell that sends them, the tag manager's data
 * layer that gets the same entries, and the server that stores them for the operator's reports.
 * Parameters are small and flat; a signed-in sender is known to the server by its session.
 */
export interface ClientEvents {
  /** Signed in (spec §4 "after login"); `method`: password, two_factor, social, telegram… */
  auth_login: { uid: number; method: string };
  /** Registered (spec §2 "Registration success adds register=success", §4 "after registration"). */
  auth_register: { uid: number; method: string };
  /** Signed out; `reason`: user, inactivity, expired, exclusion. */
  auth_logout: { reason: string };
  /** A sign-in or registration failed: its error code (spec §8 "Login and logout errors send analytics with the error code"). */
  auth_login_error: { error_code: string; method: string };
  /** Signing out failed on the server (spec §8): its error code. */
  auth_logout_error: { error_code: string };
  /** Promo analytics identify the player on login or registration (spec §4). */
  promo_identify: { uid: number };
  /** …and anonymise on logout (spec §4). */
  promo_anonymise: Record<never, never>;
  /** The cashier's deposit page opened (spec §2 /cashier/deposit, /cashier/deposit/{sysname}); `method` the sysname or ''. */
  deposit_page_opened: { method: string };
}

export type ClientEventName = keyof ClientEvents;

/** One event as the site reports it: its name under `event`, its parameters beside it. */
export type ClientEvent = { [N in ClientEventName]: { event: N } & ClientEvents[N] }[ClientEventName];

export const CLIENT_EVENT_NAMES = [
  'auth_login',
  'auth_register',
  'auth_logout',
  'auth_login_error',
  'auth_logout_error',
  'promo_identify',
  'promo_anonymise',
  'deposit_page_opened',
] as const satisfies readonly ClientEventName[];

export function isClientEventName(name: string): name is ClientEventName {
  return (CLIENT_EVENT_NAMES as readonly string[]).includes(name);
}

/** The `events.handle` parameters of an event: its name, and the rest as a JSON object. */
export function clientEventRequest(event: ClientEvent): { event_name: ClientEventName; event_params: string } {
  const { event: name, ...params } = event;
  return { event_name: name, event_params: JSON.stringify(params) };
}

export { decideNavigation, isGuestRestricted, guestRedirect, matchServerRedirect, type ServerRedirect, type RedirectDecision } from './rules';

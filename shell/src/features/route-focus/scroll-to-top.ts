import { useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from '@casino/shared';

/**
 * Whether a navigation starts the page at its top: a link or a redirect to another page does; going
 * back or forward (the browser puts the old position back), a change of the query or hash only (a
 * filter, a dialog's address) and a link to an anchor do not.
 */
export function startsAtTop(previousPath: string, next: { pathname: string; hash: string }, type: 'PUSH' | 'REPLACE' | 'POP'): boolean {
  return type !== 'POP' && next.pathname !== previousPath && next.hash === '';
}

/** Opens every new page at its top (a footer link must not leave the player at the bottom of the next page). */
export function useNewPageStartsAtTop(): void {
  const location = useLocation();
  const type = useNavigationType();
  const previous = useRef(location.pathname);
  useLayoutEffect(() => {
    if (startsAtTop(previous.current, location, type)) window.scrollTo(0, 0);
    previous.current = location.pathname;
    // eslint-disable-next-line react-hooks/exhaustive-deps -- a new page is a new path; its type and hash are read with it
  }, [location.pathname]);
}

import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigationType } from '@casino/shared';
import { announcementFor, focusProgrammatically, mainHeading, mainLandmark, shouldMoveFocus, waitFor } from './focus-target';
import styles from './RouteAnnouncer.module.css';
import { useNewPageStartsAtTop } from './scroll-to-top';

/** How long a remote page may take to render its heading, and the head its new title. */
export const HEADING_WAIT_MS = 3000;
export const TITLE_WAIT_MS = 2000;

/**
 * After a client-side navigation (never the first load) focus moves to the new page's main heading
 * (or the main landmark) and the new title is read out through a polite live region; a new page
 * starts at its top.
 */
export function RouteAnnouncer() {
  useNewPageStartsAtTop();
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  const [message, setMessage] = useState('');
  const firstPath = useRef(pathname);
  const navigated = useRef(false);

  useEffect(() => {
    if (!navigated.current) {
      // Redirects while the first page settles (`/cashier` → `/cashier/deposit`) are still the first load.
      if (pathname === firstPath.current || navigationType === 'REPLACE') {
        firstPath.current = pathname;
        return;
      }
      navigated.current = true;
    }
    const titleBefore = document.title;
    let titleWait: ReturnType<typeof waitFor<string>> | null = null;
    let live = true;
    const headingWait = waitFor(document, () => mainHeading(document), HEADING_WAIT_MS);
    void headingWait.promise.then((heading) => {
      if (!live) return;
      const target = heading ?? mainLandmark(document);
      if (target && shouldMoveFocus(document)) focusProgrammatically(target);
      titleWait = waitFor(document, () => (document.title !== titleBefore ? document.title : null), TITLE_WAIT_MS, {
        childList: true,
        subtree: true,
        characterData: true,
      });
      return titleWait.promise.then(() => {
        if (live) setMessage(announcementFor(document.title, titleBefore, heading?.textContent));
      });
    });
    return () => {
      live = false;
      headingWait.cancel();
      titleWait?.cancel();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- a navigation is a new path; its type is read with it
  }, [pathname]);

  return (
    <div className={styles.visuallyHidden} aria-live="polite" aria-atomic="true" data-route-announcer="">
      {message}
    </div>
  );
}

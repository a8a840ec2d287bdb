import { useAuthService } from '../features/auth';
import { useEffect, useState } from 'react';
import { useFatalErrorPages } from '../features/system-pages';
import { useOnDemand } from '../platform/on-demand';

/**
 * Chat, SEO head updates, custom code, analytics, tracking, build updates and the timers of a
 * signed-in player (inactivity, balance refresh, reality check, content popups): one chunk, after the first paint.
 */
const loadFurniture = () => import(/* webpackChunkName: "furniture" */ './PageFurniture');

function PageFurniture() {
  const furniture = useOnDemand('shell:furniture', loadFurniture);
  useEffect(() => {
    if (furniture.error) console.error('The page furniture could not be loaded', furniture.error);
  }, [furniture.error]);
  return furniture.Component ? <furniture.Component /> : null;
}

/**
 * Background services of the shell that live as long as the page (timers, widgets, trackers).
 * Each is a hook or a component that renders nothing or a fixed overlay; mounted once inside the router.
 */
export function ShellServices() {
  useAuthService();
  useFatalErrorPages();
  const idle = useIdle();
  return idle ? <PageFurniture /> : null;
}

/** True once the browser is idle after the first render (at the latest after 2 s). */
function useIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(() => setIdle(true), { timeout: 2000 });
      return () => window.cancelIdleCallback(id);
    }
    const timer = setTimeout(() => setIdle(true), 200);
    return () => clearTimeout(timer);
  }, []);
  return idle;
}

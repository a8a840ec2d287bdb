import { createContext, useContext, type ReactNode } from 'react';
import { PageDataContext, type PageData, type RemoteName } from '@casino/shared';

/** The page data of each part of a server-rendered page (on the server, each remote has its own budget). */
export const PageDataScopes = createContext<((part: RemoteName | 'shell') => PageData) | null>(null);

/** Hands a part's components the page data of their part, when the page was server-rendered. */
export function PageDataScope({ part, children }: { part: RemoteName | 'shell'; children: ReactNode }) {
  const scopes = useContext(PageDataScopes);
  if (!scopes) return <>{children}</>;
  return <PageDataContext.Provider value={scopes(part)}>{children}</PageDataContext.Provider>;
}

/** The remote a route belongs to, from the ids `mountRemoteRoutes` gives (`uz:casino:0`). */
export function remoteOfRouteId(id: string): RemoteName | null {
  const parts = id.split(':');
  return parts.length >= 3 ? (parts[1] as RemoteName) : null;
}

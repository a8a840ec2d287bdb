import { localeOfPath } from '@casino/contract';
import { jsonForScript } from '../seo/render';
import { messageIn, type MaintenanceMode } from './service';

/** Id the shell reads the rendered maintenance state from (shell/src/features/system-pages `INLINE_MAINTENANCE_ID`). */
export const INLINE_MAINTENANCE_ID = 'maintenance-state';

/** How long a browser or crawler is asked to wait before trying a page under maintenance again, s. */
export const MAINTENANCE_RETRY_AFTER_SECONDS = 300;

export interface PageMaintenance {
  scope: string;
  message?: string;
}

/**
 * The maintenance a page at `url` is under: the whole site, or the page's language; none for a
 * part alone (the shell shows the part's paused state in its place) or when nothing is on.
 */
export function pageMaintenance(modes: readonly MaintenanceMode[], url: string): PageMaintenance | null {
  const locale = localeOfPath(url.split(/[?#]/)[0] || '/');
  const mode = modes.find((m) => m.scope === 'site') ?? modes.find((m) => m.scope === locale);
  if (!mode) return null;
  const message = messageIn(mode, locale);
  return { scope: mode.scope, ...(message ? { message } : {}) };
}

/** The page with the maintenance state rendered in: the shell shows the maintenance page at once. */
export function withMaintenance(html: string, state: PageMaintenance): string {
  const script = `<script type="application/json" id="${INLINE_MAINTENANCE_ID}">${jsonForScript(state)}</script>`;
  return html.includes('</head>') ? html.replace('</head>', () => `${script}</head>`) : html;
}

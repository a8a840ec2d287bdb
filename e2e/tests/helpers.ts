import type { Page, Request } from '@playwright/test';

/** URLs of the release files a page downloaded, grouped by remote name. */
export function trackRemoteDownloads(page: Page): Map<string, string[]> {
  const byRemote = new Map<string, string[]>();
  page.on('request', (request: Request) => {
    const match = new URL(request.url()).pathname.match(/^\/releases\/([^/]+)\//);
    if (!match?.[1]) return;
    byRemote.set(match[1], [...(byRemote.get(match[1]) ?? []), request.url()]);
  });
  return byRemote;
}

/** Page errors (uncaught exceptions) collected while the test runs. */
export function collectPageErrors(page: Page): Error[] {
  const errors: Error[] = [];
  page.on('pageerror', (error) => errors.push(error));
  return errors;
}

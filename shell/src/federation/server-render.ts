import type { RemoteName } from '@casino/shared';

/** Digest of a boundary the server left to the browser: `casino-ssr:<remote>`. */
export const SERVER_SKIP_DIGEST = 'casino-ssr:';

/**
 * Thrown on the server where a remote's part cannot be rendered there (it did not load, or its
 * data missed the budget): the nearest Suspense boundary is then rendered in the browser.
 */
export class ServerRenderSkipped extends Error {
  readonly digest: string;
  constructor(
    readonly remote: RemoteName | 'shell',
    reason: string,
    /** A failure of the remote's release (over budget), counted like a browser's; else only not prepared here. */
    readonly failure = false,
  ) {
    super(`${remote}: ${reason}`);
    this.name = 'ServerRenderSkipped';
    this.digest = `${SERVER_SKIP_DIGEST}${remote}`;
  }
}

/** True for the error React reports while hydrating a boundary the server left to the browser on purpose. */
export function isServerSkip(error: unknown): boolean {
  const text = `${(error as { digest?: unknown } | null)?.digest ?? ''} ${(error as Error | null)?.message ?? ''}`;
  return text.includes(SERVER_SKIP_DIGEST);
}

import { Writable } from 'node:stream';
import type { ReactElement } from 'react';
import { renderToPipeableStream } from 'react-dom/server';

/**
 * Renders with react-dom's streaming renderer, collected once every boundary has settled. Every
 * settled boundary is written in its place: by default React moves boundaries out of their place
 * once the page passes `progressiveChunkSize` (12.8 kB), into a hidden `<div>` that only an inline
 * script puts back, so a page read without scripts (a crawler) would hold the hall's games hidden.
 */
export function streamToString(element: ReactElement, onError: (error: unknown) => string): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk);
        done();
      },
      final(done) {
        resolve(Buffer.concat(chunks).toString('utf8'));
        done();
      },
    });
    const stream = renderToPipeableStream(element, {
      onAllReady: () => stream.pipe(sink),
      onShellError: reject,
      onError,
      progressiveChunkSize: Number.POSITIVE_INFINITY,
    });
  });
}

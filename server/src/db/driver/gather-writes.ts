import type { Writable } from 'node:stream';

// pg writes each statement to its socket on its own; each write wakes PostgreSQL's backend (a private field of pg's client reaches the socket).

/**
 * Holds a pooled client's writes until the current turn of the event loop has run (its
 * callbacks and the promises they settle), then sends them in one write. Answers the function
 * to call before each query; a client without a socket (a test's) writes as it would.
 */
export function gatherWrites(client: unknown): () => void {
  const stream = socketOf(client);
  if (!stream) return () => {};
  let held = false;
  const release = () => {
    held = false;
    stream.uncork();
  };
  return () => {
    if (held) return;
    held = true;
    stream.cork();
    // After the promise jobs of this turn too: a begin's caller reaches its first statement through them.
    process.nextTick(release);
  };
}

/** The socket of a pg client (`client.connection.stream`, not part of pg's public API), or null. */
export function socketOf(client: unknown): Pick<Writable, 'cork' | 'uncork'> | null {
  const stream = (client as { connection?: { stream?: Pick<Writable, 'cork' | 'uncork'> } }).connection?.stream;
  return stream && typeof stream.cork === 'function' ? stream : null;
}

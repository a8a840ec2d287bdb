/** A fresh key for a money-moving call (also where crypto.randomUUID is missing: plain-HTTP hosts). */
export function newIdempotencyKey(): string {
  const c = globalThis.crypto;
  if (c?.randomUUID) return c.randomUUID();
  const bytes = new Uint8Array(16);
  if (c?.getRandomValues) c.getRandomValues(bytes);
  else for (let i = 0; i < bytes.length; i++) bytes[i] = Math.floor(Math.random() * 256);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * One key per request the player means: sending the same values again (a retry after a lost
 * answer, a double click) reuses the key, so the server answers the first result instead of
 * moving money twice; other values, or `done()` after an answer, start a new one.
 */
export function createKeyKeeper(make: () => string = newIdempotencyKey) {
  let current: { fingerprint: string; key: string } | null = null;
  return {
    keyFor(values: unknown): string {
      const fingerprint = JSON.stringify(values);
      if (!current || current.fingerprint !== fingerprint) current = { fingerprint, key: make() };
      return current.key;
    },
    done(): void {
      current = null;
    },
  };
}

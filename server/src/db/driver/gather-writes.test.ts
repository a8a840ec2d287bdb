import { gatherWrites, socketOf } from './gather-writes';

/** A socket that counts its corks, as node's does. */
function socket() {
  const s = { corked: 0, uncorks: 0, cork: () => void s.corked++, uncork: () => void (s.corked--, s.uncorks++) };
  return s;
}

describe('gatherWrites', () => {
  it('holds the writes of one turn of the event loop and lets them go together after it', async () => {
    const stream = socket();
    const gather = gatherWrites({ connection: { stream } });
    gather();
    gather();
    await Promise.resolve();
    gather();
    // Corked once for the whole turn, promise jobs included.
    expect(stream.corked).toBe(1);
    await new Promise((resolve) => process.nextTick(resolve));
    expect(stream).toMatchObject({ corked: 0, uncorks: 1 });
    gather();
    expect(stream.corked).toBe(1);
    await new Promise((resolve) => setImmediate(resolve));
    expect(stream).toMatchObject({ corked: 0, uncorks: 2 });
  });

  it('leaves a client without a socket as it is', () => {
    expect(socketOf({})).toBeNull();
    expect(socketOf({ connection: { stream: {} } })).toBeNull();
    expect(() => gatherWrites({})()).not.toThrow();
  });
});

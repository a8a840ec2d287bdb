/**
 * The embedded database has one opener: a release command started while the server on the same
 * data directory is starting or stopping must wait for it, never open the database beside it.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { opsTarget, readServerNote, removeServerNote, writeServerNote } from '../domains/releases/discovery';

let dataDir: string;
beforeEach(() => (dataDir = mkdtempSync(join(tmpdir(), 'casino-cli-open-'))));
afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

const answering = (urls: string[]) => async (url: string) => urls.includes(url);

it('goes to the database only when no living server holds the data directory', async () => {
  await expect(opsTarget(dataDir, { answers: answering([]) })).resolves.toEqual({ kind: 'database' });
  // A note left by a process that died is no claim.
  writeServerNote(dataDir, { pid: 2 ** 22 + 12345, state: 'running', url: 'http://127.0.0.1:1' });
  await expect(opsTarget(dataDir, { answers: answering([]) })).resolves.toEqual({ kind: 'database' });
});

it('waits while the server is starting, then talks to it', async () => {
  writeServerNote(dataDir, { pid: process.pid, state: 'starting', url: null });
  let pauses = 0;
  const target = await opsTarget(dataDir, {
    answers: answering(['http://127.0.0.1:8080']),
    // Three looks at a starting server, then it listens.
    pause: async () => {
      if (++pauses === 3) writeServerNote(dataDir, { pid: process.pid, state: 'running', url: 'http://127.0.0.1:8080' });
    },
  });
  expect(target).toEqual({ kind: 'server', url: 'http://127.0.0.1:8080' });
  expect(pauses).toBe(3);
});

it('waits while the server is stopping, then opens the database once it is gone', async () => {
  writeServerNote(dataDir, { pid: process.pid, state: 'stopping', url: null });
  let pauses = 0;
  const target = await opsTarget(dataDir, {
    answers: answering([]),
    pause: async () => {
      expect(readServerNote(dataDir)?.state).toBe('stopping');
      if (++pauses === 2) removeServerNote(dataDir);
    },
  });
  expect(target).toEqual({ kind: 'database' });
  expect(pauses).toBe(2);
});

it('gives up with a clear message instead of opening the database beside a server that never answers', async () => {
  writeServerNote(dataDir, { pid: process.pid, state: 'starting', url: null });
  await expect(opsTarget(dataDir, { timeoutMs: 50, pause: () => new Promise((r) => setTimeout(r, 5)), answers: answering([]) })).rejects.toThrow(
    /is starting and holds its database/,
  );
});

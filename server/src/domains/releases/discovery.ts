import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Written by a server for its whole life on a data directory, so the release commands on this
 * machine talk to it instead of opening its database a second time (the embedded database has
 * exactly one opener). `url` is known once the server listens.
 */
export interface ServerNote {
  pid: number;
  state: 'starting' | 'running' | 'stopping';
  url: string | null;
}

const noteFile = (dataDir: string) => join(dataDir, 'server.json');

/** The address the server note gives for a server listening on `host` and `port` (a wildcard host is reached on loopback). */
export function noteUrl(host: string, port: number): string {
  const reachable = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host;
  return `http://${reachable.includes(':') ? `[${reachable}]` : reachable}:${port}`;
}

export function writeServerNote(dataDir: string, note: ServerNote): void {
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(noteFile(dataDir), JSON.stringify(note));
}

export function removeServerNote(dataDir: string, pid = process.pid): void {
  const note = readServerNote(dataDir);
  if (note?.pid === pid) rmSync(noteFile(dataDir), { force: true });
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The server living on this data directory, if any (a stale note of a dead process is ignored). */
export function readServerNote(dataDir: string): ServerNote | null {
  const file = noteFile(dataDir);
  if (!existsSync(file)) return null;
  try {
    const note = JSON.parse(readFileSync(file, 'utf8')) as Partial<ServerNote>;
    if (typeof note.pid !== 'number' || !alive(note.pid)) return null;
    const url = typeof note.url === 'string' ? note.url : null;
    const state = note.state === 'starting' || note.state === 'stopping' ? note.state : 'running';
    return { pid: note.pid, state, url };
  } catch {
    return null;
  }
}

export type OpsTarget = { kind: 'server'; url: string } | { kind: 'database' };

/**
 * Where the release commands go: to the server that owns the data directory once it answers, or
 * straight to the database when no server lives there. A server still starting or already stopping
 * holds the database without answering: wait for it to answer or to be gone, never open beside it.
 */
export async function opsTarget(
  dataDir: string,
  {
    answers,
    timeoutMs = 60_000,
    pause = () => new Promise((resolve) => setTimeout(resolve, 200)),
  }: { answers: (url: string) => Promise<boolean>; timeoutMs?: number; pause?: () => Promise<unknown> },
): Promise<OpsTarget> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const note = readServerNote(dataDir);
    if (!note) return { kind: 'database' };
    if (note.state === 'running' && note.url && (await answers(note.url))) return { kind: 'server', url: note.url };
    if (Date.now() > deadline) {
      throw new Error(`The server (pid ${note.pid}) on ${dataDir} is ${note.state} and holds its database; try again when it runs or has stopped`);
    }
    await pause();
  }
}

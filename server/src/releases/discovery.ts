import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** Written by a running server so the release commands on this machine talk to it, not to its database files. */
export interface ServerNote {
  pid: number;
  url: string;
}

const noteFile = (dataDir: string) => join(dataDir, 'server.json');

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

/** The server running on this data directory, if any (a stale note of a dead process is ignored). */
export function readServerNote(dataDir: string): ServerNote | null {
  const file = noteFile(dataDir);
  if (!existsSync(file)) return null;
  try {
    const note = JSON.parse(readFileSync(file, 'utf8')) as ServerNote;
    return typeof note.pid === 'number' && typeof note.url === 'string' && alive(note.pid) ? note : null;
  } catch {
    return null;
  }
}

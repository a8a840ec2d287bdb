import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The workspace root (holding shell, the mfe-* packages and var). */
export const ROOT_DIR = resolve(fileURLToPath(new URL('.', import.meta.url)), '../..');

export interface Config {
  host: string;
  port: number;
  /** Where the embedded database, release files and uploads live. */
  dataDir: string;
  /** Built shell (index.html and its assets). */
  shellDir: string;
  /** Workspace root, for finding the remotes' build output. */
  rootDir: string;
  logLevel: string;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const dataDir = resolve(env.DATA_DIR ?? join(ROOT_DIR, 'var'));
  return {
    host: env.HOST ?? '127.0.0.1',
    port: Number.parseInt(env.PORT ?? '8080', 10),
    dataDir,
    shellDir: resolve(env.SHELL_DIR ?? join(ROOT_DIR, 'shell/dist')),
    rootDir: ROOT_DIR,
    logLevel: env.LOG_LEVEL ?? 'info',
  };
}

import cluster from 'node:cluster';
import { loadConfig } from './config';
import { buildServer } from './app';
import { stopBackgroundWork } from './providers/callbacks/delivery';
import { stopAllJobs } from './jobs/job';
import { setBackoffSettings } from './jobs/backoff';
import { noteUrl, removeServerNote, writeServerNote } from './domains/releases';
import { assertSafeStart, embeddedDatabaseWarning } from './security/safe-defaults';
import { listenOnOpsPort } from './ops/console/origin';
import { superviseWorkers, workersProblem } from './workers';
import { nodeVersionProblem } from './node-version';
import type { Config } from './config';
import { errorLine } from './cli/kit';

// Settings first: a bad value, an unsafe production setting or a wrong Node version refuses the start by name.
let config: Config;
try {
  const tooOld = nodeVersionProblem();
  if (tooOld) throw new Error(tooOld);
  config = loadConfig();
  assertSafeStart(config);
  // Read with the settings: a bad JOB_BACKOFF_* refuses the start by name, not the first failure later.
  setBackoffSettings(config.backoff);
  const problem = workersProblem(config);
  if (problem) throw new Error(problem);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}

if (config.workers > 1 && cluster.isPrimary) {
  // SERVER_WORKERS: this process only supervises; each worker runs this file as an instance (below).
  process.exit(await superviseWorkers(config));
}

// A worker's supervisor keeps the server note; a single process keeps its own.
const ownsNote = cluster.isPrimary;
// Claimed before the database opens and released after it closes: release commands never open it beside us.
if (ownsNote) writeServerNote(config.dataDir, { pid: process.pid, state: 'starting', url: null });
// A schema behind the code (no MIGRATE_ON_START), or a database that cannot be opened: one clear line, no stack.
const app = await buildServer(config).catch((error: unknown) => {
  console.error(errorLine(error));
  if (ownsNote) removeServerNote(config.dataDir);
  process.exit(1);
});
const warning = embeddedDatabaseWarning(config);
if (warning) app.log.warn(warning);

let opsServer: Awaited<ReturnType<typeof listenOnOpsPort>> = null;

// Graceful shutdown: finish background rounds, stop accepting, finish in-flight requests, then close resources.
let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    // Ctrl-C reaches a worker and its supervisor, which passes it on: one shutdown.
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    if (ownsNote) writeServerNote(config.dataDir, { pid: process.pid, state: 'stopping', url: null });
    // Background rounds first, while the app still answers the callbacks they send in-process.
    opsServer?.close();
    opsServer?.closeIdleConnections();
    // Every job waits for its round in flight, each at most STOP_GRACE_MS.
    Promise.all([stopBackgroundWork(app), stopAllJobs()])
      .then(() => app.close())
      .then(
        () => {
          if (ownsNote) removeServerNote(config.dataDir);
          process.exit(0);
        },
        (error) => {
          app.log.error(error, 'shutdown failed');
          process.exit(1);
        },
      );
  });
}

await app.listen({ host: config.host, port: config.port });
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : config.port;
if (ownsNote) writeServerNote(config.dataDir, { pid: process.pid, state: 'running', url: noteUrl(config.host, port) });
app.log.info(`Casino platform on http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${port}`);
// The ops console on its own origin (docs/operations/console.md): the demo's second port, or the proxy's ops host.
opsServer = await listenOnOpsPort(app, config);
if (config.ops.origin && (opsServer || !config.ops.port)) app.log.info(`Ops console on ${config.ops.origin}/ops/console/`);

import { loadConfig } from './config';
import { buildServer } from './app';
import { removeServerNote, writeServerNote } from './releases/discovery';
import { assertSafeStart } from './security/safe-defaults';

const config = loadConfig();
try {
  assertSafeStart(config);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
// Claimed before the database opens and released after it closes: release commands never open it beside us.
writeServerNote(config.dataDir, { pid: process.pid, state: 'starting', url: null });
const app = await buildServer(config);

// Graceful shutdown: stop accepting, finish in-flight requests, then close resources.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.log.info({ signal }, 'shutting down');
    writeServerNote(config.dataDir, { pid: process.pid, state: 'stopping', url: null });
    app.close().then(
      () => {
        removeServerNote(config.dataDir);
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
const host = config.host === '0.0.0.0' || config.host === '::' ? '127.0.0.1' : config.host;
writeServerNote(config.dataDir, { pid: process.pid, state: 'running', url: `http://${host.includes(':') ? `[${host}]` : host}:${port}` });
app.log.info(`Casino platform on http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${config.port}`);

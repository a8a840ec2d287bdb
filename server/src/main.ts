import { loadConfig } from './config';
import { buildServer } from './app';

const config = loadConfig();
const app = await buildServer(config);

// Graceful shutdown: stop accepting, finish in-flight requests, then close resources.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.log.info({ signal }, 'shutting down');
    app.close().then(
      () => process.exit(0),
      (error) => {
        app.log.error(error, 'shutdown failed');
        process.exit(1);
      },
    );
  });
}

await app.listen({ host: config.host, port: config.port });
app.log.info(`Casino platform on http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${config.port}`);

import { createServer } from 'node:http';
import { createApp } from './app.ts';
import { ConfigError, loadConfig, type Config } from './config/config.ts';
import { openDatabase } from './db/client.ts';
import { runSeed } from './db/seed.ts';
import { createDeps, resolveAppSecret } from './deps.ts';
import { createShutdown } from './lib/lifecycle.ts';
import { createLogger } from './lib/logger.ts';

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(78);
    }
    throw error;
  }
}

async function main() {
  const config = readConfig();
  const logger = createLogger(config.logLevel, !config.isProduction && process.stdout.isTTY);
  const database = await openDatabase(config);
  await database.migrate();
  await runSeed({ db: database.db, logger, demoData: config.seedDemoData });

  const deps = createDeps({ config, database, logger, appSecret: resolveAppSecret(config) });
  const app = createApp(deps);
  const server = createServer(app);
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;

  const shutdown = createShutdown({
    server,
    logger,
    timeoutMs: config.shutdownTimeoutMs,
    onClosed: () => database.close(),
  });
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () => {
      shutdown(signal).then(
        () => process.exit(0),
        (error: unknown) => {
          logger.error({ err: error }, 'shutdown failed');
          process.exit(1);
        },
      );
    });
  }

  server.listen(config.port, config.host, () => {
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    logger.info(
      { database: database.kind, dataDir: database.kind === 'pglite' ? config.dataDir : undefined },
      `FleetCare is running at http://localhost:${port}`,
    );
  });
}

main().catch((error: unknown) => {
  console.error('FleetCare failed to start:', error);
  process.exit(1);
});

import { createServer } from 'node:http';
import { Redis } from 'ioredis';
import { createSmtpTransport } from './adapters/email/smtp.ts';
import { bootstrapAdminFromEnvironment } from './admin-bootstrap.ts';
import { createApp } from './app.ts';
import { ConfigError, loadConfig, type Config } from './config/config.ts';
import { openDatabase } from './db/client.ts';
import { runSeed } from './db/seed.ts';
import { seedStepsFor } from './seed-steps.ts';
import { smsTransportFor } from './adapters/sms/sms-provider.ts';
import { createDeps, resolveAppSecret } from './deps.ts';
import { createJobRunner, registerJobs } from './jobs/index.ts';
import { createShutdown } from './lib/lifecycle.ts';
import { createLogger } from './lib/logger.ts';
import { attachRealtime } from './realtime.ts';

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

  // With REDIS_URL, rate limits and sign-in throttles are shared by every app process. Without a connection a
  // command fails at once and that process counts in memory until Redis is back.
  const limitsRedis = config.redisUrl ? new Redis(config.redisUrl, { enableOfflineQueue: false }) : undefined;
  limitsRedis?.on('error', (error: unknown) => logger.warn({ err: error }, 'rate-limit Redis connection error'));
  const deps = createDeps(
    { config, database, logger, appSecret: resolveAppSecret(config) },
    {
      redis: limitsRedis,
      smsTransport: smsTransportFor(config.sms),
      // With SMTP_URL, e-mail goes out by SMTP (and is still recorded in the outbox); without it, the outbox keeps it.
      emailTransport: config.email.smtpUrl ? createSmtpTransport(config.email.smtpUrl) : undefined,
    },
  );
  // The modules' demo steps record through the app's services, so the seed runs once they are built.
  await runSeed({ db: database.db, logger, demoData: config.seedDemoData }, seedStepsFor(deps));
  // ADMIN_EMAIL: that address becomes a super admin (once; a set-password link is logged when it has no password).
  await bootstrapAdminFromEnvironment(deps);
  const app = createApp(deps);
  const jobs = createJobRunner({ database, logger });
  registerJobs(jobs, deps);
  const server = createServer(app);
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  const realtime = attachRealtime(server, deps);

  const shutdown = createShutdown({
    server,
    logger,
    timeoutMs: config.shutdownTimeoutMs,
    onClosed: async () => {
      await jobs.stop();
      await database.close();
      limitsRedis?.disconnect();
    },
  });
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () => {
      // Sockets are not requests: end them, or the server would wait for them until the shutdown deadline.
      void realtime.close();
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
    // Load the IP database now rather than on the first visitor's request.
    void deps.geoip.warmUp().catch((error: unknown) => logger.warn({ err: error }, 'IP database did not load'));
    jobs.start();
  });
}

main().catch((error: unknown) => {
  console.error('FleetCare failed to start:', error);
  process.exit(1);
});

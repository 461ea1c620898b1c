import compression from 'compression';
import cookieParser from 'cookie-parser';
import express, { type Express } from 'express';
import helmet from 'helmet';
import { pinoHttp } from 'pino-http';
import { API_PREFIX } from '@fleetcare/shared';
import { adminContributions } from './admin-resources.ts';
import { defaultClientDist } from './db/paths.ts';
import type { AppDeps } from './deps.ts';
import { apiNotFound, errorHandler } from './lib/http/error-handler.ts';
import { requestId } from './lib/http/request-id.ts';
import { spaRouter } from './lib/http/spa.ts';
import { originCheck } from './lib/http/origin-check.ts';
import { guardBody, guardUrl } from './lib/http/input-guard.ts';
import {
  authRouter,
  passwordRouter,
  socialRedirectRouter,
  socialRouter,
  twoFactorRouter,
} from './modules/users/index.ts';
import { adminRouter, type AdminContribution } from './modules/admin/index.ts';
import { contentRouter, renderMarkdown } from './modules/content/index.ts';
import { mailboxRouter } from './modules/dev/index.ts';
import { maintenanceRequestsRouter, maintenanceRouter, reportViewScreen } from './modules/maintenance/index.ts';
import { jobsRouter } from './modules/maintenance/jobs/index.ts';
import { notificationsRouter } from './modules/notifications/index.ts';
import { paymentsRouter, paymentWebhookRouter } from './modules/payments/index.ts';
import { bookingRouter } from './modules/maintenance/booking/index.ts';
import { placesRouter } from './modules/places/index.ts';
import { quotationsRouter } from './modules/quotations/index.ts';
import { reviewsRouter } from './modules/reviews/index.ts';
import {
  sparePartOrdersRouter,
  sparePartQuotationsRouter,
  sparePartRequestsRouter,
  suppliersRouter,
} from './modules/spare-parts/index.ts';
import { subscriptionsRouter } from './modules/subscriptions/index.ts';
import { techniciansRouter } from './modules/technicians/index.ts';
import { healthRouter } from './modules/system/index.ts';
import { profileRouter, usersRouter } from './modules/users/index.ts';
import { walletRouter } from './modules/wallet/index.ts';
import { fleetRecordsRouter, obdIngestRouter, routineChecksRouter, vehiclesRouter } from './modules/vehicles/index.ts';
import { filesRouter } from './adapters/storage/files.router.ts';
import { isSandboxGateway } from './adapters/payments/sandbox.ts';
import { sandboxCheckoutRouter } from './adapters/payments/sandbox-checkout.router.ts';

export interface AppOptions {
  /** The admin panel's resources: server/src/admin-resources.ts unless a test passes its own. */
  adminContributions?: readonly AdminContribution[];
}

/** The Express app without listen(): main.ts serves it, tests drive it with supertest. */
export function createApp(deps: AppDeps, options: AppOptions = {}): Express {
  const { config, logger } = deps;
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxy);
  app.set('query parser', 'simple');

  app.use(
    pinoHttp({
      logger,
      genReqId: requestId,
      customLogLevel: (_req, res, error) => (error || res.statusCode >= 500 ? 'error' : 'info'),
      autoLogging: { ignore: (req) => !req.url?.startsWith(API_PREFIX) },
      serializers: {
        req: (req: { id: unknown; method: string; url: string }) => ({ id: req.id, method: req.method, url: req.url }),
        res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
      },
    }),
  );
  app.use(
    helmet({
      contentSecurityPolicy: {
        useDefaults: true,
        directives: {
          'default-src': ["'self'"],
          'script-src': ["'self'"],
          'style-src': ["'self'", "'unsafe-inline'"],
          'img-src': ["'self'", 'data:', 'blob:'],
          'font-src': ["'self'", 'data:'],
          // 'self' covers the same-origin Socket.IO websocket (ws/wss to this host) and nothing else.
          'connect-src': ["'self'"],
          'frame-src': ["'self'"],
          'frame-ancestors': ["'none'"],
          'upgrade-insecure-requests': config.isProduction ? [] : null,
        },
      },
      strictTransportSecurity: config.isProduction,
      crossOriginEmbedderPolicy: false,
    }),
  );
  // Browser features: camera, microphone, location and full screen for the app's own pages only; the rest off.
  const permissionsPolicy = [
    'camera=(self)',
    'microphone=(self)',
    'geolocation=(self)',
    'fullscreen=(self)',
    'accelerometer=()',
    'autoplay=()',
    'browsing-topics=()',
    'display-capture=()',
    'encrypted-media=()',
    'gyroscope=()',
    'hid=()',
    'idle-detection=()',
    'magnetometer=()',
    'midi=()',
    'payment=()',
    'picture-in-picture=()',
    'screen-wake-lock=()',
    'serial=()',
    'usb=()',
    'xr-spatial-tracking=()',
  ].join(', ');
  app.use((_req, res, next) => {
    res.setHeader('Permissions-Policy', permissionsPolicy);
    next();
  });
  app.use(compression());
  app.use(guardUrl);

  const api = express.Router();
  // OBD devices: bearer token (no cookie, no Origin) and larger bodies, so before the JSON parser and Origin check.
  api.use(obdIngestRouter(deps));
  // Payment gateway webhooks: signed over the raw body, no session and no Origin (see payment-webhook.router.ts).
  api.use(paymentWebhookRouter(deps));
  api.use(express.json({ limit: config.jsonBodyLimit }));
  api.use(guardBody);
  api.use(cookieParser());
  api.use(originCheck(config));
  api.use(healthRouter(deps));
  api.use(authRouter(deps));
  api.use(socialRouter(deps));
  api.use(socialRedirectRouter(deps));
  api.use(passwordRouter(deps));
  api.use(twoFactorRouter(deps));
  api.use(usersRouter(deps));
  api.use(profileRouter(deps));
  api.use(placesRouter(deps));
  api.use(contentRouter(deps));
  api.use(maintenanceRouter(deps));
  api.use(bookingRouter(deps));
  api.use(subscriptionsRouter(deps));
  api.use(notificationsRouter(deps));
  api.use(paymentsRouter(deps));
  api.use(walletRouter(deps));
  api.use(vehiclesRouter(deps));
  api.use(routineChecksRouter(deps));
  api.use(fleetRecordsRouter(deps));
  api.use(techniciansRouter(deps));
  api.use(jobsRouter(deps));
  api.use(quotationsRouter(deps));
  api.use(maintenanceRequestsRouter(deps));
  api.use(reviewsRouter(deps));
  api.use(suppliersRouter(deps));
  api.use(sparePartRequestsRouter(deps));
  api.use(sparePartQuotationsRouter(deps));
  api.use(sparePartOrdersRouter(deps));
  api.use(adminRouter(deps, { contributions: options.adminContributions ?? adminContributions, renderMarkdown }));
  api.use(apiNotFound);
  app.use(API_PREFIX, api);

  app.use(filesRouter(deps));
  if (isSandboxGateway(deps.payments)) app.use(sandboxCheckoutRouter(deps));
  if (!config.isProduction) app.use(mailboxRouter(deps));
  // The report view's first screen comes with the page for a reader of the report: it opens without the app.
  app.use(spaRouter(config.clientDist ?? defaultClientDist, [reportViewScreen(deps)]));
  app.use(errorHandler);
  return app;
}

import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import { constants as zlib } from 'node:zlib';
import fastifyCors from '@fastify/cors';
import fastifyMultipart from '@fastify/multipart';
import { LIMITS } from '@sparklink/contract';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from './config';
import type { Database, Dialect } from './db/database';
import type { DB } from './db/schema';
import { analyticsRoutes } from './modules/analytics/analytics.routes';
import { beaconRoutes } from './modules/analytics/beacon.routes';
import { registerAnalyticsCapture } from './modules/analytics/capture.plugin';
import { registerAnalyticsRollups } from './modules/analytics/rollup-scheduler';
import { authRoutes } from './modules/auth/auth.routes';
import { exchangeRoutes } from './modules/auth/google/exchange.routes';
import { googleRoutes } from './modules/auth/google/google.routes';
import { dataExportRoutes } from './modules/data-export/data-export.routes';
import { registerCustomDomainChecks } from './modules/domains/domain-job';
import { domainsRoutes } from './modules/domains/domains.routes';
import { siteRewriter } from './modules/domains/site-host';
import { healthRoutes } from './modules/health/health.routes';
import { registerMail } from './modules/mail/mail.plugin';
import { unsubscribeRoutes } from './modules/mail/unsubscribe.routes';
import { galleryRoutes } from './modules/gallery/gallery.routes';
import { mediaRoutes } from './modules/media/media.routes';
import { pagesRoutes } from './modules/pages/pages.routes';
import { profileRoutes } from './modules/profile/profile.routes';
import { clickRedirectRoutes } from './modules/public/click-redirect.routes';
import { publicRoutes } from './modules/public/public.routes';
import { publicGalleryRoutes } from './modules/public/public-gallery.routes';
import { publicResumeRoutes } from './modules/public/public-resume.routes';
import { resumeRoutes } from './modules/resume/resume.routes';
import { notificationRoutes } from './modules/notifications/notifications.routes';
import { publicSiteRoutes } from './modules/public-site/public-site.routes';
import { previewRoutes } from './modules/public-site/preview/preview.routes';
import { settingsRoutes } from './modules/settings/settings.routes';
import { subscriptionRoutes } from './modules/subscriptions/subscriptions.routes';
import { registerLinkVerification, type LinkCheckOptions } from './modules/verification/link-verifier';
import { registerScheduledPages } from './modules/pages/page-schedule-job';
import { verificationRoutes } from './modules/verification/verification.routes';
import { MULTIPART_LIMITS } from './modules/uploads/read-upload';
import { registerAuthentication } from './plugins/authenticate';
import { registerCoordination } from './plugins/coordination';
import { registerPublicCache } from './plugins/public-cache';
import { answerFrameworkError, registerErrorHandling } from './plugins/error-handler';
import { registerRateLimits } from './plugins/rate-limit';
import { registerSecurityHeaders } from './plugins/security-headers';
import { registerStorage } from './plugins/storage';
import { registerWebAssets } from './plugins/web-assets';
import { loggerOptions } from './logger';
import { loadServerCatalogs } from './i18n/server-i18n';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Kysely<DB>;
    dialect: Dialect;
  }
}

export interface BuildAppOptions {
  config: Config;
  database: Database;
  logger?: FastifyServerOptions['logger'];
  /** Verified links' fetches; tests name their local servers here, never through the environment. */
  linkCheck?: LinkCheckOptions;
}

/** Builds the whole product as one Fastify instance. It never listens: server.ts and tests do. */
export async function buildApp({ config, database, logger, linkCheck }: BuildAppOptions): Promise<FastifyInstance> {
  // Mail and the public pages speak the owner's language (decision 026).
  await loadServerCatalogs();
  const app = Fastify({
    logger: logger ?? loggerOptions(config),
    bodyLimit: LIMITS.jsonBodyBytes,
    // Trust exactly as many proxy hops as are deployed; a raw X-Forwarded-For is never believed.
    trustProxy: (_address: string, hop: number) => hop < config.trustProxyHops,
    return503OnClosing: true,
    frameworkErrors: answerFrameworkError,
    // Requests for owners' own domains are routed to their portfolio, never the dashboard (decision 058).
    rewriteUrl: siteRewriter(config),
  });

  app.decorate('config', config);
  app.decorate('db', database.db);
  app.decorate('dialect', database.dialect);
  app.addHook('onClose', () => database.close());

  registerSecurityHeaders(app, config);
  await app.register(fastifyCors, {
    origin: config.corsOrigins.length ? config.corsOrigins : false,
    credentials: true,
    // @fastify/cors allows only GET, HEAD and POST by default; the owner API also edits and deletes.
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'DELETE'],
  });
  // Visitors on slow networks get gzip or a light brotli (quality 4 keeps dynamic pages cheap to
  // compress); the hashed static files are compressed once and then cached by the browser for a year.
  await app.register(fastifyCompress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } },
  });
  await app.register(fastifyCookie, { secret: config.secrets.COOKIE_SECRET });
  await app.register(fastifyMultipart, { limits: MULTIPART_LIMITS });
  await registerWebAssets(app, config);
  registerErrorHandling(app);
  registerRateLimits(app);
  registerCoordination(app);
  registerAuthentication(app);
  registerPublicCache(app);
  registerStorage(app);
  registerMail(app);
  registerLinkVerification(app, linkCheck);
  registerScheduledPages(app);
  registerCustomDomainChecks(app);
  // Before the capture: at close, the writer's last flush is marked before the final rollup pass.
  registerAnalyticsRollups(app);
  registerAnalyticsCapture(app);

  await app.register(healthRoutes);
  await app.register(authRoutes);
  await app.register(pagesRoutes);
  await app.register(galleryRoutes);
  await app.register(mediaRoutes);
  await app.register(profileRoutes);
  await app.register(publicRoutes);
  await app.register(clickRedirectRoutes);
  await app.register(beaconRoutes);
  await app.register(publicGalleryRoutes);
  await app.register(publicResumeRoutes);
  await app.register(resumeRoutes);
  await app.register(googleRoutes);
  await app.register(exchangeRoutes);
  await app.register(notificationRoutes);
  await app.register(settingsRoutes);
  await app.register(unsubscribeRoutes);
  await app.register(subscriptionRoutes);
  await app.register(verificationRoutes);
  await app.register(domainsRoutes);
  await app.register(analyticsRoutes);
  await app.register(dataExportRoutes);
  await app.register(publicSiteRoutes);
  await app.register(previewRoutes);

  return app;
}

import compress from '@fastify/compress';
import Fastify, { type FastifyServerOptions } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config, TrustProxy } from './config';
import type { Database, DatabaseEngine, Db } from './db/client';
import { createAppMetrics } from './metrics/app-metrics';
import { auditAdminRoutes } from './modules/audit/admin-routes';
import { authRoutes } from './modules/auth/routes';
import { AvailabilityChanges } from './modules/availability/availability-changes';
import { availabilityRoutes } from './modules/availability/routes';
import { backupAdminRoutes } from './modules/backups/admin-routes';
import { createBackupService } from './modules/backups/backup-service';
import { bookingEventsRoutes } from './modules/booking-events/routes';
import { bookingAdminRoutes } from './modules/bookings/admin-routes';
import { bookingRoutes } from './modules/bookings/routes';
import { catalogueAdminRoutes } from './modules/catalogue/admin-routes';
import { catalogueRoutes } from './modules/catalogue/routes';
import { contentAdminRoutes } from './modules/content/admin-routes';
import { contentRoutes } from './modules/content/routes';
import { customerAccountRoutes } from './modules/customer/routes';
import { deskAdminRoutes } from './modules/desk/admin-routes';
import { BoardChanges } from './modules/desk/board-changes';
import { devRoutes } from './modules/dev/routes';
import { foodAdminRoutes } from './modules/food/admin-routes';
import { foodOrderRoutes } from './modules/food-orders/routes';
import { healthRoutes } from './modules/health/routes';
import { kitchenAdminRoutes } from './modules/kitchen/admin-routes';
import { configureNotices } from './modules/notices/notice-context';
import { paymentRoutes } from './modules/payments/routes';
import { peopleAdminRoutes } from './modules/people/admin-routes';
import { pointRoutes } from './modules/points/routes';
import { pricingAdminRoutes } from './modules/pricing/admin-routes';
import { pricingRoutes } from './modules/pricing/routes';
import { receiptRoutes } from './modules/receipts/routes';
import { readVenueProfile } from './modules/receipts/venue-profile';
import { reportAdminRoutes } from './modules/reports/admin-routes';
import { reviewAdminRoutes } from './modules/reviews/admin-routes';
import { reviewRoutes } from './modules/reviews/routes';
import { rewardAdminRoutes } from './modules/rewards/admin-routes';
import { rewardRoutes } from './modules/rewards/routes';
import { shiftAdminRoutes } from './modules/shift/admin-routes';
import { staffNoticeAdminRoutes } from './modules/staff-notices/admin-routes';
import { listenToStaffNotices } from './modules/staff-notices/staff-notice-changes';
import { uploadAdminRoutes } from './modules/uploads/admin-routes';
import { registerAuthentication } from './plugins/authenticate';
import { registerCatalogueCache } from './plugins/catalogue-cache';
import { answerFrameworkError, registerErrorHandler } from './plugins/error-handler';
import { registerIdempotency } from './plugins/idempotency';
import { registerMetrics } from './plugins/metrics';
import { registerOpenApi } from './plugins/openapi';
import { registerQuietConnections } from './plugins/quiet-connections';
import { registerSecurity } from './plugins/security';
import { registerSessionEnds } from './plugins/session-ends';
import { registerStaffScope } from './plugins/staff-scope';
import { registerStaticFiles } from './plugins/static-files';
import { registerValidation } from './plugins/validation';
import { createMessagingProvider } from './providers/messaging/create-messaging-provider';
import type { MessagingProvider } from './providers/messaging/messaging-provider';
import { createPaymentProvider } from './providers/payments/create-payment-provider';
import type { PaymentProvider } from './providers/payments/payment-provider';
import { simulatorRoutes } from './providers/payments/simulator/routes';

declare module 'fastify' {
  interface FastifyInstance {
    /** The database's board notifications, for the live board's streams (record 0022). */
    boardChanges: BoardChanges;
    availabilityChanges: AvailabilityChanges;
    config: Config;
    db: Db;
    dbEngine: DatabaseEngine;
    /**
     * Every open live stream's end (boards, bells): called when the app closes, so a restarting
     * process lets its streams go at once (they carry `retry:`, and the staff app reconnects).
     */
    liveStreams: Set<() => void>;
    messaging: MessagingProvider;
    payments: PaymentProvider;
  }
}

export type BuildAppOptions = {
  config: Config;
  database: Pick<Database, 'db' | 'engine' | 'listen' | 'dump' | 'poolStats'>;
  logger?: FastifyServerOptions['logger'];
};

/** Builds the whole app from plugins and routes without listening (fastify/demo); tests call inject. */
export async function buildApp({ config, database, logger }: BuildAppOptions) {
  const app = Fastify({
    logger: logger ?? { level: config.logLevel },
    trustProxy: toFastifyTrustProxy(config.trustProxy),
    bodyLimit: 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    frameworkErrors: answerFrameworkError,
    // A request reaching a process that is closing (a restart, record 0051) is still answered, with
    // `Connection: close`, rather than refused with a 503: the client's next request goes elsewhere.
    return503OnClosing: false,
  }).withTypeProvider<ZodTypeProvider>();

  registerValidation(app);
  app.decorate('config', config);
  app.decorate('db', database.db);
  app.decorate('dbEngine', database.engine);
  configureNotices({
    publicUrl: config.publicUrl,
    timeZone: config.venueTimeZone,
    readVenueName: async (db) => (await readVenueProfile(db)).name,
  });
  app.decorate(
    'messaging',
    createMessagingProvider(config, database.db, (line) => app.log.info(line)),
  );
  app.decorate('backups', createBackupService(config, database));
  app.decorate(
    'payments',
    createPaymentProvider(config, database.db, (line) => app.log.info(line)),
  );

  registerErrorHandler(app);
  await registerSecurity(app, config);
  await app.register(compress, { global: true, threshold: 1024 });
  await registerOpenApi(app);
  await registerStaticFiles(app, config);

  await registerCatalogueCache(app, database);
  registerAuthentication(app);
  registerSessionEnds(app, database);
  registerIdempotency(app);
  const liveStreams = new Set<() => void>();
  app.decorate('liveStreams', liveStreams);
  // Before the server closes, which waits for open connections.
  app.addHook('preClose', async () => {
    for (const end of [...liveStreams]) end();
  });
  registerQuietConnections(app);
  registerMetrics(app, {
    token: config.metricsToken,
    metrics: createAppMetrics({
      db: database.db,
      poolStats: database.poolStats,
      countLiveStreams: () => liveStreams.size,
    }),
  });
  const availabilityChanges = new AvailabilityChanges(database.listen);
  app.decorate('availabilityChanges', availabilityChanges);
  app.addHook('onClose', async () => availabilityChanges.close());
  const boardChanges = new BoardChanges(database.db, database.listen);
  app.decorate('boardChanges', boardChanges);
  app.addHook('onClose', async () => boardChanges.close());
  const staffNoticeChanges = listenToStaffNotices(database.db, database.listen);
  app.decorate('staffNoticeChanges', staffNoticeChanges);
  app.addHook('onClose', async () => staffNoticeChanges.close());

  await app.register(healthRoutes);
  await app.register(catalogueRoutes);
  await app.register(contentRoutes);
  await app.register(pricingRoutes);
  await app.register(availabilityRoutes);
  await app.register(authRoutes);
  await app.register(customerAccountRoutes);
  await app.register(bookingRoutes);
  await app.register(bookingEventsRoutes);
  await app.register(foodOrderRoutes);
  await app.register(paymentRoutes);
  await app.register(reviewRoutes);
  await app.register(pointRoutes);
  await app.register(receiptRoutes);
  await app.register(rewardRoutes);
  await registerStaffScope(app, {
    changingTheCatalogue: [
      rewardAdminRoutes,
      foodAdminRoutes,
      contentAdminRoutes,
      catalogueAdminRoutes,
      uploadAdminRoutes,
      reviewAdminRoutes,
      pricingAdminRoutes,
    ],
    others: [
      bookingAdminRoutes,
      auditAdminRoutes,
      deskAdminRoutes,
      kitchenAdminRoutes,
      peopleAdminRoutes,
      staffNoticeAdminRoutes,
      reportAdminRoutes,
      shiftAdminRoutes,
      backupAdminRoutes,
    ],
  });
  // The outbox's list holds everyone's codes: development and tests only, never production, even
  // with ALLOW_DEMO_PROVIDERS_IN_PRODUCTION (record 0009).
  if (config.messaging.provider === 'outbox' && config.env !== 'production') await app.register(devRoutes);
  if (config.payments.provider === 'simulator') await app.register(simulatorRoutes);

  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;

/**
 * TRUST_PROXY as Fastify takes it (record 0010). A hop count becomes "trust the nearest n peers":
 * Fastify reads a bare number as "trust nobody".
 */
function toFastifyTrustProxy(trust: TrustProxy): FastifyServerOptions['trustProxy'] {
  if (typeof trust !== 'number') return trust;
  return (_address: string, hop: number) => hop < trust;
}

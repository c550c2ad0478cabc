import compress from '@fastify/compress';
import Fastify, { type FastifyServerOptions } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Database, DatabaseEngine, Db } from './db/client';
import { catalogueRoutes } from './modules/catalogue/routes';
import { healthRoutes } from './modules/health/routes';
import { registerCatalogueCache } from './plugins/catalogue-cache';
import { registerErrorHandler } from './plugins/error-handler';
import { registerSecurity } from './plugins/security';
import { registerStaticFiles } from './plugins/static-files';
import { registerValidation } from './plugins/validation';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
    dbEngine: DatabaseEngine;
  }
}

export type BuildAppOptions = {
  config: Config;
  database: Pick<Database, 'db' | 'engine' | 'listen'>;
  logger?: FastifyServerOptions['logger'];
};

/** Builds the whole app from plugins and routes without listening (fastify/demo); tests call inject. */
export async function buildApp({ config, database, logger }: BuildAppOptions) {
  const app = Fastify({
    logger: logger ?? { level: config.logLevel },
    trustProxy: true,
    bodyLimit: 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
  }).withTypeProvider<ZodTypeProvider>();

  registerValidation(app);
  app.decorate('config', config);
  app.decorate('db', database.db);
  app.decorate('dbEngine', database.engine);

  registerErrorHandler(app);
  await registerSecurity(app, config);
  await app.register(compress, { global: true, threshold: 1024 });
  await registerStaticFiles(app, config);

  await registerCatalogueCache(app, database);

  await app.register(healthRoutes);
  await app.register(catalogueRoutes);

  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;

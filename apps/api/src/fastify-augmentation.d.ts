import type { Config } from './config';
import type { DatabaseEngine, Db } from './db/client';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
    dbEngine: DatabaseEngine;
  }
}

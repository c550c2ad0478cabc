import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { createJsonSchemaTransform } from 'fastify-type-provider-zod';
import { documentIdempotencyKey } from './idempotency';

export const OPENAPI_PATH = '/api/openapi.json';
export const DOCS_PREFIX = '/api/docs';

/** The documentation's own routes: they serve the document, they are not in it. */
export const isDocumentationRoute = (url: string) =>
  url === OPENAPI_PATH || url === DOCS_PREFIX || url.startsWith(`${DOCS_PREFIX}/`);

/**
 * The OpenAPI 3.1 document of every `/api` route, generated from the routes' zod contracts
 * (packages/domain/src/contracts), served at /api/openapi.json and rendered for people at /api/docs
 * (docs/decisions/0015). Registered before any route, so it sees them all; everything outside
 * `/api` (the web documents, /storage, the payment simulator) is left out.
 */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  const fromContracts = createJsonSchemaTransform({ skipList: [] });
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'RuangMain API',
        version: '1.0.0',
        description:
          'Console-room booking, food orders and rewards. Errors answer `{ message, errors? }`; ' +
          'validation failures answer 422 with Laravel-style rule codes per field.',
      },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
      },
    },
    transform: (route) => {
      if (!route.url.startsWith('/api/') || isDocumentationRoute(route.url))
        return { schema: { hide: true }, url: route.url };
      const documented = fromContracts(route);
      // A money action's Idempotency-Key (record 0035) is declared by the route's config, not its contract.
      if (!route.route.config?.idempotent) return documented;
      const schema = documented.schema as Record<string, unknown>;
      return { ...documented, schema: { ...schema, headers: documentIdempotencyKey(schema.headers) } };
    },
  });

  // Same-origin files only (its scripts, styles and the document), so the site's policy admits it.
  await app.register(swaggerUi, {
    routePrefix: DOCS_PREFIX,
    theme: { title: 'RuangMain API' },
    uiConfig: { deepLinking: true, docExpansion: 'list' },
    staticCSP: false,
  });

  app.get(OPENAPI_PATH, { schema: { hide: true } }, () => app.swagger());
}

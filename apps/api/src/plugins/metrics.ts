import cluster from 'node:cluster';
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { offerWorkerMetrics } from '../cluster/cluster-metrics';
import type { AppMetrics } from '../metrics/app-metrics';

/** Where Prometheus scrapes; outside /api, since it is no part of the product's API. */
export const METRICS_PATH = '/metrics';

/**
 * Times every answer under its route's pattern and serves the metrics at /metrics to a bearer of
 * METRICS_TOKEN (record 0051). Without the token set, or with a wrong one, /metrics is a 404 like any
 * unknown path: nobody learns it exists. In a cluster's worker it serves every worker's metrics,
 * added up by the primary (cluster/cluster-metrics.ts).
 */
export function registerMetrics(
  app: FastifyInstance,
  options: { token: string | undefined; metrics: AppMetrics },
): void {
  const { metrics, token } = options;
  const readText =
    token && cluster.isWorker ? offerWorkerMetrics(metrics.registry) : () => metrics.registry.metrics();
  app.addHook('onResponse', async (request, reply) => {
    metrics.observeRequest({
      method: request.method,
      // A path no route matched (a scan for /wp-admin) is one label, not one per path.
      route: request.routeOptions.url ?? 'unmatched',
      statusCode: reply.statusCode,
      seconds: reply.elapsedTime / 1000,
    });
  });

  app.get(METRICS_PATH, { schema: { hide: true } }, async (request, reply) => {
    if (!token || !hasBearer(request, token)) return reply.callNotFound();
    const text = await readText();
    return reply
      .header('content-type', metrics.registry.contentType)
      .header('cache-control', 'no-store')
      .send(text);
  });
}

/** Compared in constant time: digests of equal length, so neither content nor length leaks. */
function hasBearer(request: FastifyRequest, token: string): boolean {
  const match = /^Bearer (.+)$/.exec(request.headers.authorization ?? '');
  if (!match?.[1]) return false;
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(match[1]), digest(token));
}

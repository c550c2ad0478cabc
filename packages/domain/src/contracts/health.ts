import { z } from 'zod';
import { ErrorResponseSchema } from './common';
import { defineEndpoint } from './endpoint';

/** GET /api/health: the process answers (liveness); it asks its database nothing (record 0051). */
export const GetHealthResponseSchema = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
  time: z.string(),
});
export type GetHealthResponse = z.infer<typeof GetHealthResponseSchema>;

export const getHealthEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/health',
  response: { 200: GetHealthResponseSchema, 500: ErrorResponseSchema },
  tags: ['health'],
  summary: 'Liveness of the process',
});

/**
 * GET /api/health/ready: whether this process should be sent traffic: its database answers and holds
 * every migration this build knows. A load balancer takes a process out while it answers 503.
 */
export const GetReadinessResponseSchema = z.object({
  status: z.enum(['ready', 'unavailable']),
  database: z.enum(['answers', 'unreachable']),
  migrations: z.enum(['current', 'behind', 'unknown']),
});
export type GetReadinessResponse = z.infer<typeof GetReadinessResponseSchema>;

export const getReadinessEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/health/ready',
  response: { 200: GetReadinessResponseSchema, 503: GetReadinessResponseSchema },
  tags: ['health'],
  summary: 'Readiness: the database answers and its migrations are current',
});

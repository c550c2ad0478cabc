import { z } from 'zod';
import { ErrorResponseSchema } from './common';
import { defineEndpoint } from './endpoint';

/** GET /api/health: the process answers and its database does too. */
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
  summary: 'Liveness of the process and its database',
});

import type { FastifyInstance } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { AppError } from '../lib/errors';
import { summariseIssues } from '../lib/validation';

/**
 * Request validation with zod. Parsing reports the input, so a missing field (validation.required)
 * can be told from a wrong one; failures become one AppError answered 422 with rule codes.
 */
export function registerValidation(app: FastifyInstance): void {
  app.setValidatorCompiler(({ schema }) => (data) => {
    const result = (schema as z.ZodType).safeParse(data, { reportInput: true });
    if (result.success) return { value: result.data };
    const { errors, message } = summariseIssues(result.error.issues);
    return { error: new AppError('validation', message, { errors }) };
  });
  app.setSerializerCompiler(serializerCompiler);
}

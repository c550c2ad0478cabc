import type { FastifyInstance, FastifySchema, HTTPMethods, RouteOptions } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { AppError, type FieldErrors } from '../lib/errors';
import { findUnstorableFields, summariseIssues } from '../lib/validation';
import { apiText, fieldText, joinTexts } from '../texts/local-text';

/**
 * A route as it was registered: what generated-input tests reach, so a new route joins them. The
 * handler tells apart routes that are one in code (every file a static plugin serves shares one).
 */
export type RegisteredRoute = {
  method: HTTPMethods;
  url: string;
  schema: FastifySchema | undefined;
  handler: RouteOptions['handler'];
  /** The route's own config, e.g. the roles a staff route allows (plugins/staff-scope.ts). */
  config: RouteOptions['config'];
};

const routesByApp = new WeakMap<FastifyInstance, RegisteredRoute[]>();

/** Every route of the app, in the order they were registered (HEAD twins included). */
export function listRegisteredRoutes(app: FastifyInstance): readonly RegisteredRoute[] {
  return routesByApp.get(app) ?? [];
}

/**
 * Request validation with zod. Parsing reports the input, so a missing field (validation.required)
 * can be told from a wrong one; failures become one AppError answered 422 with rule codes.
 *
 * Before any schema, one hook refuses text the database cannot store in the body, query or path of
 * every route, with or without a schema (docs/decisions/0014), so no route has to remember it.
 */
export function registerValidation(app: FastifyInstance): void {
  const routes: RegisteredRoute[] = [];
  routesByApp.set(app, routes);
  app.addHook('onRoute', ({ method, url, schema, handler, config }) => {
    for (const one of Array.isArray(method) ? method : [method])
      routes.push({ method: one, url, schema, handler, config });
  });

  app.addHook('preValidation', async (request) => {
    const fields = [
      ...findUnstorableFields(request.params),
      ...findUnstorableFields(request.query),
      ...findUnstorableFields(request.body),
    ];
    if (fields.length === 0) return;
    const errors: FieldErrors = {};
    for (const field of fields) errors[field] = ['validation.regex'];
    const message = joinTexts(fields.map((field) => fieldText(field, apiText('validation.unstorable'))));
    throw new AppError('validation', message, { errors });
  });

  app.setValidatorCompiler(({ schema }) => (data) => {
    const result = (schema as z.ZodType).safeParse(data, { reportInput: true });
    if (result.success) return { value: result.data };
    const { errors, message } = summariseIssues(result.error.issues);
    return { error: new AppError('validation', message, { errors }) };
  });
  app.setSerializerCompiler(serializerCompiler);
}

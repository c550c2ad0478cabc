import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError, findSqlState, SQLSTATE } from '../lib/errors';

/**
 * The one error handler: answers `{ message, errors? }`; validation is 422 with Laravel-style codes;
 * 5xx answers never carry stack traces, SQL or driver messages (../shared/STYLE.md, fastify/demo).
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.headers) reply.headers(error.headers);
      return reply.status(error.status).send({
        ...error.details,
        message: error.message,
        ...(error.errors ? { errors: error.errors } : {}),
      });
    }

    const sqlState = findSqlState(error);
    if (sqlState === SQLSTATE.exclusionViolation) {
      // ../shared/DESIGN.md "No double booking": the database refused an overlapping booking.
      return reply.status(409).send({ message: 'Unit is already booked' });
    }
    if (sqlState === SQLSTATE.uniqueViolation) {
      return reply.status(409).send({ message: 'This record already exists' });
    }

    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'response did not match its schema');
      return reply.status(500).send({ message: 'Internal server error' });
    }

    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.status(500).send({ message: 'Internal server error' });
    }
    // Fastify's own client errors (bad JSON, wrong content type, body too large) keep their status.
    return reply.status(status).send({ message: clientErrorMessage(error) });
  });
}

/**
 * Fastify's `frameworkErrors`: what the router refuses before any route or hook runs (a path
 * parameter over the router's length, 414; a path that does not decode, 400) answers `{ message }`
 * like every other error, without echoing the path back.
 */
export function answerFrameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  return reply.status(error.statusCode ?? 400).send({ message: clientErrorMessage(error) });
}

function clientErrorMessage(error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_MAX_PARAM_LENGTH':
      return 'The URL is too long';
    case 'FST_ERR_BAD_URL':
      return 'The URL is not valid';
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'The request body is not valid JSON';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'Unsupported content type';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'The request body is too large';
    default:
      return error.message;
  }
}

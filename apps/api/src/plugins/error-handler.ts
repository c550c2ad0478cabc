import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError, findSqlState, SQLSTATE } from '../lib/errors';
import { apiText, type LocalText } from '../texts/local-text';
import { languageOf } from '../texts/request-language';

/**
 * The one error handler: answers `{ message, errors? }`; validation is 422 with Laravel-style codes;
 * 5xx answers never carry stack traces, SQL or driver messages (../shared/STYLE.md, fastify/demo).
 * `message` is said in the request's language (docs/decisions/0050).
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const say = (text: LocalText) => text.in(languageOf(request));
    if (error instanceof AppError) {
      if (error.headers) reply.headers(error.headers);
      return reply.status(error.status).send({
        ...error.details,
        message: say(error.text),
        ...(error.errors ? { errors: error.errors } : {}),
      });
    }

    const sqlState = findSqlState(error);
    if (sqlState === SQLSTATE.exclusionViolation) {
      // ../shared/DESIGN.md "No double booking": the database refused an overlapping booking.
      return reply.status(409).send({ message: say(apiText('booking.unitBooked')) });
    }
    if (sqlState === SQLSTATE.uniqueViolation) {
      return reply.status(409).send({ message: say(apiText('request.recordExists')) });
    }

    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'response did not match its schema');
      return reply.status(500).send({ message: say(apiText('request.serverError')) });
    }

    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.status(500).send({ message: say(apiText('request.serverError')) });
    }
    // Fastify's own client errors (bad JSON, wrong content type, body too large) keep their status.
    return reply.status(status).send({ message: say(clientErrorMessage(error)) });
  });
}

/**
 * Fastify's `frameworkErrors`: what the router refuses before any route or hook runs (a path
 * parameter over the router's length, 414; a path that does not decode, 400) answers `{ message }`
 * like every other error, without echoing the path back.
 */
export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const message = clientErrorMessage(error).in(languageOf(request));
  return reply.status(error.statusCode ?? 400).send({ message });
}

function clientErrorMessage(error: FastifyError): LocalText {
  switch (error.code) {
    case 'FST_ERR_MAX_PARAM_LENGTH':
      return apiText('request.urlTooLong');
    case 'FST_ERR_BAD_URL':
      return apiText('request.urlInvalid');
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return apiText('request.invalidJson');
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return apiText('request.unsupportedMediaType');
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return apiText('request.bodyTooLarge');
    default:
      // Another of Fastify's own refusals: its English says what was wrong with the request.
      return { key: error.code, in: () => error.message };
  }
}

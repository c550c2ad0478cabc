import { DrizzleQueryError } from 'drizzle-orm';
import type { FastifyRequest, FastifyServerOptions } from 'fastify';
import type { Config } from '../config';

/** Request fields that name or reach a person, or unlock an account: never written to the log. */
const PERSONAL_FIELDS = [
  'phone',
  'name',
  'email',
  'identifier',
  'password',
  'password_confirmation',
  'current_password',
  'new_password',
  'code',
  'token',
];

const REDACTED = '[redacted]';

/** Fastify's logger options (pino's, with Fastify's request serializer). */
export type LoggerOptions = Exclude<FastifyServerOptions['logger'], boolean | undefined>;

// `?phone=…&name=…`: the value up to the next `&`, `#`, whitespace or quote.
const PERSONAL_QUERY = new RegExp(
  `([?&](?:${PERSONAL_FIELDS.join('|')})(?:%5B%5D|\\[\\])?=)[^&#\\s"']*`,
  'gi',
);

/** A URL, or any text quoting one, with the values of personal query fields replaced. */
export function redactPersonalQuery(text: string): string {
  return text.includes('=') ? text.replace(PERSONAL_QUERY, `$1${REDACTED}`) : text;
}

// DrizzleQueryError's message ends with the statement's parameters, i.e. what the request sent.
const SQL_PARAMS = /\nparams: [\s\S]*?(?=\n {4}at |$)/;

const scrubSqlParams = (text = '') => text.replace(SQL_PARAMS, `\nparams: ${REDACTED}`);

function withoutSqlParams(error: DrizzleQueryError): DrizzleQueryError {
  const copy: DrizzleQueryError = Object.create(Object.getPrototypeOf(error));
  Object.defineProperties(copy, {
    message: { value: scrubSqlParams(error.message), enumerable: false },
    stack: { value: scrubSqlParams(error.stack), enumerable: false },
    query: { value: error.query, enumerable: true },
    cause: { value: error.cause, enumerable: true },
  });
  return copy;
}

function redactLogArgument(arg: unknown): unknown {
  if (typeof arg === 'string') return scrubSqlParams(redactPersonalQuery(arg));
  if (arg instanceof DrizzleQueryError) return withoutSqlParams(arg);
  if (arg && typeof arg === 'object' && 'err' in arg && arg.err instanceof DrizzleQueryError)
    return { ...arg, err: withoutSqlParams(arg.err) };
  return arg;
}

/**
 * pino options shared by the server and tests: credentials, personal fields of bodies and queries,
 * and the parameters of failed SQL statements (which hold what the request sent) stay out of the log.
 */
export function logOptions(config: Pick<Config, 'logLevel'>): LoggerOptions {
  const containers = ['body', 'query', 'params'];
  return {
    level: config.logLevel,
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'err.params',
        'err.detail',
        'err.cause.detail',
        'phone',
        'email',
        '*.phone',
        '*.email',
        ...containers.flatMap((container) =>
          PERSONAL_FIELDS.flatMap((field) => [`${container}.${field}`, `*.${container}.${field}`]),
        ),
      ],
      censor: REDACTED,
    },
    serializers: {
      // Fastify's own request fields, with personal query values replaced in the URL.
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: redactPersonalQuery(request.url),
        version: request.headers?.['accept-version']?.toString(),
        host: request.host,
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
      }),
    },
    hooks: {
      // Messages quote URLs too ("Route GET:/x?phone=… not found"), and a failed SQL statement's
      // message lists its parameters.
      logMethod(args, method) {
        method.apply(this, args.map(redactLogArgument) as typeof args);
      },
    },
  };
}

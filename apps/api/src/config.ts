import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';

// The environment is parsed once, here; nothing else reads process.env (../shared/STYLE.md, epic-stack).
// Exactly `true` or `false`, as the README says: a '1', 'yes' or 'TRUE' stops the start rather than being
// guessed at, since some of these switch a guard off (ALLOW_DEMO_PROVIDERS_IN_PRODUCTION).
const booleanString = z
  .enum(['true', 'false'], { message: "must be 'true' or 'false'" })
  .transform((value) => value === 'true');

const port = z.coerce
  .number({ message: 'must be a number' })
  .int('must be a whole number')
  .min(0, 'must be between 0 and 65535')
  .max(65535, 'must be between 0 and 65535');

const timeZone = z.string().refine(
  (zone) => {
    try {
      new Intl.DateTimeFormat('en', { timeZone: zone });
      return true;
    } catch {
      return false;
    }
  },
  { message: 'must be an IANA time zone such as Asia/Jakarta' },
);

/** proxy-addr's names for address ranges, accepted beside addresses and CIDRs. */
const PROXY_RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.includes(entry) || isIP(entry) !== 0) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || prefix === undefined || rest.length > 0) return false;
  if (isIP(prefix) === family) return true; // a netmask such as 255.0.0.0
  const bits = Number(prefix);
  return /^\d{1,3}$/.test(prefix) && bits <= (family === 4 ? 32 : 128);
}

/**
 * Which peers may tell the client's address in X-Forwarded-For (record 0010): nobody by default, so a
 * request cannot claim another address and slip past the per-address limits.
 */
const trustProxy = z
  .string()
  .trim()
  .transform((value, ctx): TrustProxy => {
    if (value === 'false') return false;
    if (value === 'true') return true;
    if (/^\d+$/.test(value)) return Number(value) === 0 ? false : Number(value);
    const addresses = value
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean);
    if (addresses.length > 0 && addresses.every(isProxyAddress)) return addresses;
    ctx.addIssue({
      code: 'custom',
      message: 'must be false, true, a number of proxy hops, or a comma-separated list of addresses or CIDRs',
    });
    return z.NEVER;
  });

/** false: no proxy; true: any peer; a number: that many hops; a list: peers in these addresses/CIDRs. */
export type TrustProxy = boolean | number | string[];

const ConfigSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: port.default(3000),
    HOST: z.string().min(1).default('0.0.0.0'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
      .optional(),
    DATA_DIR: z.string().min(1).default('./data'),
    STORAGE_DIR: z.string().min(1).default('./storage'),
    PUBLIC_URL: z.url({ message: 'must be an absolute URL such as https://ruangmain.id' }).optional(),
    CORS_ORIGINS: z.string().default(''),
    VENUE_TIMEZONE: timeZone.default('Asia/Jakarta'),
    PAYMENT_PROVIDER: z.enum(['simulator', 'midtrans']).default('simulator'),
    MIDTRANS_SERVER_KEY: z.string().optional(),
    MIDTRANS_CLIENT_KEY: z.string().optional(),
    MIDTRANS_IS_PRODUCTION: booleanString.default(false),
    MIDTRANS_API_URL: z.url({ message: 'must be an absolute URL' }).optional(),
    MIDTRANS_SNAP_URL: z.url({ message: 'must be an absolute URL' }).optional(),
    MESSAGING_PROVIDER: z.enum(['outbox', 'whatsapp-cloud', 'fonnte']).default('outbox'),
    WHATSAPP_CLOUD_API_URL: z
      .url({ message: 'must be an absolute URL' })
      .default('https://graph.facebook.com/v21.0'),
    WHATSAPP_CLOUD_TOKEN: z.string().optional(),
    WHATSAPP_CLOUD_PHONE_NUMBER_ID: z.string().optional(),
    WHATSAPP_CLOUD_TEMPLATE: z.string().default('ruangmain_otp'),
    WHATSAPP_CLOUD_NOTICE_TEMPLATE: z.string().default('ruangmain_notice'),
    WHATSAPP_CLOUD_LANGUAGE: z.string().default('id'),
    FONNTE_API_URL: z.url({ message: 'must be an absolute URL' }).default('https://api.fonnte.com'),
    FONNTE_TOKEN: z.string().optional(),
    BOOKING_HOLD_MINUTES: z.coerce
      .number({ message: 'must be a number' })
      .int('must be a whole number')
      .min(5, 'must be at least 5')
      .max(24 * 60, 'must be at most 1440')
      .default(30),
    SWEEPER_INTERVAL_SECONDS: z.coerce
      .number({ message: 'must be a number' })
      .int('must be a whole number')
      .min(0, 'must be 0 (off) or more')
      .default(30),
    RATE_LIMIT_MULTIPLIER: z.coerce
      .number({ message: 'must be a number' })
      .positive('must be positive')
      .default(1),
    ADMIN_USERNAME: z
      .string()
      .regex(/^[A-Za-z0-9_]{3,50}$/, 'must be 3-50 letters, numbers or underscores')
      .default('admin'),
    ADMIN_PASSWORD: z.string().min(8, 'must be at least 8 characters').optional(),
    TRUST_PROXY: trustProxy.default(false),
    ALLOW_DEMO_PROVIDERS_IN_PRODUCTION: booleanString.default(false),
    BACKUP_DIR: z.string().min(1).default('./backups'),
    BACKUP_TIME: z
      .string()
      .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be a venue-local time HH:mm such as 03:00')
      .default('03:00'),
    BACKUP_KEEP: z.coerce
      .number({ message: 'must be a number' })
      .int('must be a whole number')
      .min(1, 'must be at least 1')
      .max(1000, 'must be at most 1000')
      .default(14),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    WEB_DIST_DIR: z.string().optional(),
    WORKERS: z.coerce
      .number({ message: 'must be a number' })
      .int('must be a whole number')
      .min(1, 'must be at least 1')
      .max(64, 'must be at most 64')
      .default(1),
    // A bearer token a scraper sends; short ones are guessable, so /metrics stays off without a real one.
    METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  })
  .superRefine((env, ctx) => {
    const requireWith = (condition: boolean, keys: ReadonlyArray<keyof typeof env>, when: string) => {
      if (!condition) return;
      for (const key of keys) {
        if (!env[key]) ctx.addIssue({ code: 'custom', path: [key], message: `is required when ${when}` });
      }
    };
    requireWith(
      env.PAYMENT_PROVIDER === 'midtrans',
      ['MIDTRANS_SERVER_KEY', 'MIDTRANS_CLIENT_KEY'],
      'PAYMENT_PROVIDER=midtrans',
    );
    requireWith(
      env.MESSAGING_PROVIDER === 'whatsapp-cloud',
      ['WHATSAPP_CLOUD_TOKEN', 'WHATSAPP_CLOUD_PHONE_NUMBER_ID'],
      'MESSAGING_PROVIDER=whatsapp-cloud',
    );
    requireWith(env.MESSAGING_PROVIDER === 'fonnte', ['FONNTE_TOKEN'], 'MESSAGING_PROVIDER=fonnte');

    // PGlite's data directory belongs to one process (record 0012): several need PostgreSQL (record 0051).
    if (env.WORKERS > 1 && !env.DATABASE_URL) {
      ctx.addIssue({
        code: 'custom',
        path: [],
        message: `Refusing to start ${env.WORKERS} workers on the embedded database: WORKERS above 1 needs DATABASE_URL (PostgreSQL)`,
      });
    }

    // The simulator confirms bookings without money and the outbox keeps everyone's codes: a first run
    // on one's own machine, not a venue on the internet (../shared/DESIGN.md "Demo defaults vs production").
    const demoProviders = [
      env.PAYMENT_PROVIDER === 'simulator' ? 'PAYMENT_PROVIDER=simulator' : null,
      env.MESSAGING_PROVIDER === 'outbox' ? 'MESSAGING_PROVIDER=outbox' : null,
    ].filter((provider) => provider !== null);
    if (
      env.NODE_ENV === 'production' &&
      demoProviders.length > 0 &&
      !env.ALLOW_DEMO_PROVIDERS_IN_PRODUCTION
    ) {
      ctx.addIssue({
        code: 'custom',
        path: [],
        message:
          `Refusing to start in production with demo providers (${demoProviders.join(', ')}): ` +
          'configure real ones, or set ALLOW_DEMO_PROVIDERS_IN_PRODUCTION=true to run a public demo',
      });
    }
  });

export type Env = z.infer<typeof ConfigSchema>;

export type Config = ReturnType<typeof toConfig>;

function toConfig(env: Env, cwd: string) {
  const resolve = (dir: string) => path.resolve(cwd, dir);
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    database: env.DATABASE_URL
      ? ({ engine: 'postgres', url: env.DATABASE_URL } as const)
      : ({ engine: 'pglite', dataDir: resolve(env.DATA_DIR) } as const),
    storageDir: resolve(env.STORAGE_DIR),
    publicUrl: env.PUBLIC_URL?.replace(/\/$/, '') ?? `http://localhost:${env.PORT}`,
    corsOrigins: env.CORS_ORIGINS.split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    venueTimeZone: env.VENUE_TIMEZONE,
    payments: {
      provider: env.PAYMENT_PROVIDER,
      midtrans: {
        serverKey: env.MIDTRANS_SERVER_KEY ?? '',
        clientKey: env.MIDTRANS_CLIENT_KEY ?? '',
        isProduction: env.MIDTRANS_IS_PRODUCTION,
        // Unset means Midtrans' own hosts for the environment; set for a local fake or an egress proxy.
        apiUrl: env.MIDTRANS_API_URL?.replace(/\/$/, ''),
        snapUrl: env.MIDTRANS_SNAP_URL?.replace(/\/$/, ''),
      },
    },
    messaging: {
      provider: env.MESSAGING_PROVIDER,
      whatsappCloud: {
        apiUrl: env.WHATSAPP_CLOUD_API_URL.replace(/\/$/, ''),
        token: env.WHATSAPP_CLOUD_TOKEN ?? '',
        phoneNumberId: env.WHATSAPP_CLOUD_PHONE_NUMBER_ID ?? '',
        template: env.WHATSAPP_CLOUD_TEMPLATE,
        /** A utility template with one body parameter: the notice's text (modules/notices). */
        noticeTemplate: env.WHATSAPP_CLOUD_NOTICE_TEMPLATE,
        language: env.WHATSAPP_CLOUD_LANGUAGE,
      },
      fonnte: { apiUrl: env.FONNTE_API_URL.replace(/\/$/, ''), token: env.FONNTE_TOKEN ?? '' },
    },
    bookings: {
      /** How long an unpaid online booking holds its slots; the provider's payment expires with it. */
      holdMinutes: env.BOOKING_HOLD_MINUTES,
      /** How often the sweeper expires holds and moves bookings on; 0 turns it off (tests run it by hand). */
      sweeperIntervalSeconds: env.SWEEPER_INTERVAL_SECONDS,
    },
    /** Scales every rate limit; 1 in production, higher for browser suites that log in many times. */
    rateLimitMultiplier: env.RATE_LIMIT_MULTIPLIER,
    admin: { username: env.ADMIN_USERNAME, password: env.ADMIN_PASSWORD },
    trustProxy: env.TRUST_PROXY,
    /** Simulator or outbox in production, allowed for a public demo; never the dev messages list. */
    allowDemoProvidersInProduction: env.ALLOW_DEMO_PROVIDERS_IN_PRODUCTION,
    /** The embedded database's backups (docs/decisions/0039); PostgreSQL uses its own tools. */
    backups: { dir: resolve(env.BACKUP_DIR), time: env.BACKUP_TIME, keep: env.BACKUP_KEEP },
    logLevel: env.LOG_LEVEL,
    webDistDir: env.WEB_DIST_DIR ? resolve(env.WEB_DIST_DIR) : undefined,
    /** API processes `npm start` runs under Node's cluster, on one port (record 0051). */
    workers: env.WORKERS,
    /** The bearer token /metrics asks for; unset, there is no /metrics (record 0051). */
    metricsToken: env.METRICS_TOKEN,
  };
}

export class ConfigError extends Error {}

/** Parses an environment; throws ConfigError whose message is one line per bad variable. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): Config {
  // Empty strings count as unset, as in most .env tooling.
  const env = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''));
  const parsed = ConfigSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => {
      // An issue about the environment as a whole says everything in its message.
      if (issue.path.length === 0) return issue.message;
      const name = String(issue.path[0] ?? 'environment');
      const value = source[name];
      return `Invalid ${name}${value === undefined ? '' : ` (${JSON.stringify(value)})`}: ${issue.message}`;
    });
    throw new ConfigError(lines.join('\n'));
  }
  return toConfig(parsed.data, cwd);
}

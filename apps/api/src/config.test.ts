import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const cwd = '/srv/ruangmain';

describe('loadConfig', () => {
  it('runs on the embedded defaults with an empty environment', () => {
    const config = loadConfig({}, cwd);
    expect(config.port).toBe(3000);
    expect(config.host).toBe('0.0.0.0');
    expect(config.database).toEqual({ engine: 'pglite', dataDir: '/srv/ruangmain/data' });
    expect(config.storageDir).toBe('/srv/ruangmain/storage');
    expect(config.venueTimeZone).toBe('Asia/Jakarta');
    expect(config.payments.provider).toBe('simulator');
    expect(config.messaging.provider).toBe('outbox');
    expect(config.admin).toEqual({ username: 'admin', password: undefined });
    expect(config.publicUrl).toBe('http://localhost:3000');
  });

  it('uses PostgreSQL when DATABASE_URL is set', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://app@db:5432/ruangmain' }, cwd);
    expect(config.database).toEqual({ engine: 'postgres', url: 'postgres://app@db:5432/ruangmain' });
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' }, cwd).port).toBe(3000);
  });

  it.each([
    ['PORT', 'abc', 'Invalid PORT ("abc"): must be a number'],
    ['PORT', '70000', 'Invalid PORT ("70000"): must be between 0 and 65535'],
    ['PORT', '3000.5', 'Invalid PORT ("3000.5"): must be a whole number'],
    [
      'DATABASE_URL',
      'mysql://x',
      'Invalid DATABASE_URL ("mysql://x"): must be a postgres:// or postgresql:// URL',
    ],
    ['VENUE_TIMEZONE', 'Mars/Olympus', 'Invalid VENUE_TIMEZONE ("Mars/Olympus"): must be an IANA time zone'],
    ['PAYMENT_PROVIDER', 'paypal', 'Invalid PAYMENT_PROVIDER ("paypal")'],
    ['MESSAGING_PROVIDER', 'sms', 'Invalid MESSAGING_PROVIDER ("sms")'],
    ['MIDTRANS_IS_PRODUCTION', 'yes', "Invalid MIDTRANS_IS_PRODUCTION (\"yes\"): must be 'true' or 'false'"],
    ['PUBLIC_URL', 'ruangmain.id', 'Invalid PUBLIC_URL ("ruangmain.id"): must be an absolute URL'],
    ['ADMIN_PASSWORD', 'short', 'Invalid ADMIN_PASSWORD ("short"): must be at least 8 characters'],
    ['ADMIN_USERNAME', 'a b', 'Invalid ADMIN_USERNAME ("a b")'],
    ['TRUST_PROXY', 'yes', 'Invalid TRUST_PROXY ("yes"): must be false, true, a number of proxy hops'],
    ['TRUST_PROXY', '10.0.0.0/33', 'Invalid TRUST_PROXY ("10.0.0.0/33")'],
    ['TRUST_PROXY', '10.0.0.1, proxy.local', 'Invalid TRUST_PROXY ("10.0.0.1, proxy.local")'],
  ])('refuses %s=%s with one line naming it', (name, value, expected) => {
    const run = () => loadConfig({ [name]: value }, cwd);
    expect(run).toThrow(ConfigError);
    expect(run).toThrow(expected);
    try {
      run();
    } catch (error) {
      expect((error as Error).message.split('\n')).toHaveLength(1);
    }
  });

  // The README: every yes/no variable is exactly `true` or `false`; '1' or 'yes' must not turn a guard off.
  describe.each(['MIDTRANS_IS_PRODUCTION', 'ALLOW_DEMO_PROVIDERS_IN_PRODUCTION'])('%s', (name) => {
    const read = (value: string) => {
      const config = loadConfig({ [name]: value }, cwd);
      return name === 'MIDTRANS_IS_PRODUCTION'
        ? config.payments.midtrans.isProduction
        : config.allowDemoProvidersInProduction;
    };

    it.each([
      ['true', true],
      ['false', false],
      ['', false],
    ])('reads %j as %s', (value, expected) => {
      expect(read(value)).toBe(expected);
    });

    it.each(['1', '0', 'yes', 'no', 'on', 'TRUE', 'False', ' true', 'true ', 'truee', 't'])(
      'refuses %j with one line naming it',
      (value) => {
        const run = () => read(value);
        expect(run).toThrow(ConfigError);
        expect(run).toThrow(
          new ConfigError(`Invalid ${name} (${JSON.stringify(value)}): must be 'true' or 'false'`),
        );
      },
    );
  });

  it('requires the Midtrans keys when PAYMENT_PROVIDER=midtrans', () => {
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'midtrans' }, cwd)).toThrow(
      'Invalid MIDTRANS_SERVER_KEY: is required when PAYMENT_PROVIDER=midtrans',
    );
    const config = loadConfig(
      {
        PAYMENT_PROVIDER: 'midtrans',
        MIDTRANS_SERVER_KEY: 'SB-Mid-server-x',
        MIDTRANS_CLIENT_KEY: 'SB-Mid-client-x',
      },
      cwd,
    );
    expect(config.payments.midtrans).toEqual({
      serverKey: 'SB-Mid-server-x',
      clientKey: 'SB-Mid-client-x',
      isProduction: false,
    });
  });

  it.each([
    ['whatsapp-cloud', 'Invalid WHATSAPP_CLOUD_TOKEN: is required when MESSAGING_PROVIDER=whatsapp-cloud'],
    ['fonnte', 'Invalid FONNTE_TOKEN: is required when MESSAGING_PROVIDER=fonnte'],
  ])('requires the credentials of MESSAGING_PROVIDER=%s', (provider, message) => {
    expect(() => loadConfig({ MESSAGING_PROVIDER: provider }, cwd)).toThrow(message);
  });

  describe('in production (record 0009)', () => {
    const realProviders = {
      PAYMENT_PROVIDER: 'midtrans',
      MIDTRANS_SERVER_KEY: 'Mid-server-x',
      MIDTRANS_CLIENT_KEY: 'Mid-client-x',
      MESSAGING_PROVIDER: 'fonnte',
      FONNTE_TOKEN: 'device-token',
    };

    it('refuses the demo providers with one line naming the opt-in', () => {
      const run = () => loadConfig({ NODE_ENV: 'production' }, cwd);
      expect(run).toThrow(ConfigError);
      expect(run).toThrow(
        'Refusing to start in production with demo providers (PAYMENT_PROVIDER=simulator, ' +
          'MESSAGING_PROVIDER=outbox): configure real ones, or set ALLOW_DEMO_PROVIDERS_IN_PRODUCTION=true ' +
          'to run a public demo',
      );
      expect(() => run()).toThrow(/^[^\n]+$/);
    });

    it.each([
      ['PAYMENT_PROVIDER=simulator', { MESSAGING_PROVIDER: 'fonnte', FONNTE_TOKEN: 'device-token' }],
      [
        'MESSAGING_PROVIDER=outbox',
        { PAYMENT_PROVIDER: 'midtrans', MIDTRANS_SERVER_KEY: 'k', MIDTRANS_CLIENT_KEY: 'c' },
      ],
    ])('refuses %s alone', (named, env) => {
      expect(() => loadConfig({ NODE_ENV: 'production', ...env }, cwd)).toThrow(
        `Refusing to start in production with demo providers (${named}):`,
      );
    });

    it('runs the demo providers with ALLOW_DEMO_PROVIDERS_IN_PRODUCTION=true', () => {
      const config = loadConfig({ NODE_ENV: 'production', ALLOW_DEMO_PROVIDERS_IN_PRODUCTION: 'true' }, cwd);
      expect(config.payments.provider).toBe('simulator');
      expect(config.messaging.provider).toBe('outbox');
      expect(config.allowDemoProvidersInProduction).toBe(true);
    });

    it('refuses ALLOW_DEMO_PROVIDERS_IN_PRODUCTION=1 with the one line naming its value', () => {
      const run = () => loadConfig({ NODE_ENV: 'production', ALLOW_DEMO_PROVIDERS_IN_PRODUCTION: '1' }, cwd);
      expect(run).toThrow(
        new ConfigError("Invalid ALLOW_DEMO_PROVIDERS_IN_PRODUCTION (\"1\"): must be 'true' or 'false'"),
      );
    });

    it('runs with real providers and no opt-in', () => {
      const config = loadConfig({ NODE_ENV: 'production', ...realProviders }, cwd);
      expect(config.env).toBe('production');
      expect(config.allowDemoProvidersInProduction).toBe(false);
    });

    it('keeps the demo defaults in development and tests', () => {
      expect(loadConfig({ NODE_ENV: 'development' }, cwd).payments.provider).toBe('simulator');
      expect(loadConfig({ NODE_ENV: 'test' }, cwd).messaging.provider).toBe('outbox');
    });
  });

  it.each([
    [undefined, false],
    ['false', false],
    ['0', false],
    ['true', true],
    ['1', 1],
    ['2', 2],
    ['loopback', ['loopback']],
    ['10.0.0.0/8, 127.0.0.1,', ['10.0.0.0/8', '127.0.0.1']],
    ['fd00::/8,::1', ['fd00::/8', '::1']],
    ['10.0.0.0/255.0.0.0', ['10.0.0.0/255.0.0.0']],
  ])('reads TRUST_PROXY=%s as %j (record 0010)', (value, expected) => {
    expect(loadConfig(value === undefined ? {} : { TRUST_PROXY: value }, cwd).trustProxy).toEqual(expected);
  });

  describe('WORKERS and METRICS_TOKEN (record 0051)', () => {
    const postgres = { DATABASE_URL: 'postgres://app@db:5432/ruangmain' };

    it('runs one process without /metrics by default', () => {
      expect(loadConfig({}, cwd)).toMatchObject({ workers: 1, metricsToken: undefined });
    });

    it('runs several workers on PostgreSQL', () => {
      expect(loadConfig({ ...postgres, WORKERS: '4' }, cwd).workers).toBe(4);
    });

    it('refuses several workers on the embedded database with one line', () => {
      expect(() => loadConfig({ WORKERS: '2' }, cwd)).toThrow(
        new ConfigError(
          'Refusing to start 2 workers on the embedded database: WORKERS above 1 needs DATABASE_URL (PostgreSQL)',
        ),
      );
    });

    it.each([
      ['WORKERS', '0', 'Invalid WORKERS ("0"): must be at least 1'],
      ['WORKERS', '2.5', 'Invalid WORKERS ("2.5"): must be a whole number'],
      ['WORKERS', 'many', 'Invalid WORKERS ("many"): must be a number'],
      ['WORKERS', '65', 'Invalid WORKERS ("65"): must be at most 64'],
      ['METRICS_TOKEN', 'short', 'Invalid METRICS_TOKEN ("short"): must be at least 16 characters'],
    ])('refuses %s=%s', (name, value, message) => {
      expect(() => loadConfig({ ...postgres, [name]: value }, cwd)).toThrow(new ConfigError(message));
    });

    it('keeps a METRICS_TOKEN as given', () => {
      const token = 'scrape-me-0123456789';
      expect(loadConfig({ METRICS_TOKEN: token }, cwd).metricsToken).toBe(token);
    });
  });

  it('splits CORS_ORIGINS into a list', () => {
    expect(loadConfig({ CORS_ORIGINS: 'https://a.id, https://b.id,' }, cwd).corsOrigins).toEqual([
      'https://a.id',
      'https://b.id',
    ]);
  });
});

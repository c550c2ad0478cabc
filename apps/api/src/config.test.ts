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

  it('splits CORS_ORIGINS into a list', () => {
    expect(loadConfig({ CORS_ORIGINS: 'https://a.id, https://b.id,' }, cwd).corsOrigins).toEqual([
      'https://a.id',
      'https://b.id',
    ]);
  });
});

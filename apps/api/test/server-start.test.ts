import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startFakeServer } from './fake-http-server';
import {
  createServerDatabase,
  SERVER_TEST_TIMEOUT_MS,
  type ServerProcess,
  spawnServer,
} from './server-process';

// The real start path: config, migrations, demo data, admin, listen (issue "Foundation" acceptance).
// Every case starts a real process: even one that only refuses to start may take a while on a busy machine.
describe('starting the server', { timeout: SERVER_TEST_TIMEOUT_MS }, () => {
  const cleanups: Array<() => Promise<void> | void> = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  /** A new database on the PostgreSQL server of TEST_DATABASE_URL, dropped after the test. */
  const newServerDatabase = (serverUrl: string, purpose: string) =>
    createServerDatabase(serverUrl, `ruangmain_${purpose}_${process.pid}`, cleanups);

  it('exits non-zero with one line naming a bad variable', async () => {
    const server = spawnServer({ PORT: 'abc' });
    expect(await server.exited()).not.toBe(0);
    expect(server.stderr().trim().split('\n')).toEqual(['Invalid PORT ("abc"): must be a number']);
  });

  // ../shared/DESIGN.md "Demo defaults vs production", record 0009.
  it('refuses the demo providers in production with one line naming the opt-in', async () => {
    const server = spawnServer({ NODE_ENV: 'production' });
    expect(await server.exited()).not.toBe(0);
    expect(server.stderr().trim().split('\n')).toEqual([
      'Refusing to start in production with demo providers (PAYMENT_PROVIDER=simulator, ' +
        'MESSAGING_PROVIDER=outbox): configure real ones, or set ALLOW_DEMO_PROVIDERS_IN_PRODUCTION=true ' +
        'to run a public demo',
    ]);
  });

  it(
    'serves in production with real providers, says which are live, and has no dev messages',
    async () => {
      const workDir = mkdtempSync(path.join(tmpdir(), 'ruangmain-production-'));
      cleanups.push(() => rmSync(workDir, { recursive: true, force: true }));
      // Midtrans and Fonnte played by local fakes: nothing leaves the machine.
      const midtrans = await startFakeServer(() => ({ status: 404, body: {} }));
      const fonnte = await startFakeServer(() => ({ status: 200, body: { status: true, id: ['1'] } }));
      cleanups.push(
        () => midtrans.close(),
        () => fonnte.close(),
      );
      const env: Record<string, string> = {
        NODE_ENV: 'production',
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: path.join(workDir, 'data'),
        STORAGE_DIR: path.join(workDir, 'storage'),
        ADMIN_PASSWORD: 'Production-Admin-1',
        LOG_LEVEL: 'warn',
        SWEEPER_INTERVAL_SECONDS: '0',
        PAYMENT_PROVIDER: 'midtrans',
        MIDTRANS_SERVER_KEY: 'Mid-server-test',
        MIDTRANS_CLIENT_KEY: 'Mid-client-test',
        MIDTRANS_API_URL: midtrans.url,
        MIDTRANS_SNAP_URL: midtrans.url,
        MESSAGING_PROVIDER: 'fonnte',
        FONNTE_TOKEN: 'device-token',
        FONNTE_API_URL: fonnte.url,
      };
      const serverUrl = process.env.TEST_DATABASE_URL;
      if (serverUrl) env.DATABASE_URL = await newServerDatabase(serverUrl, 'production');

      const server = spawnServer(env);
      cleanups.push(() => server.kill());
      const url = await server.started();
      expect(server.stdout()).toContain('Providers: payments midtrans (sandbox); WhatsApp fonnte');
      expect(server.stderr()).not.toContain('demo providers');

      expect((await fetch(`${url}/api/health`)).status).toBe(200);
      expect((await fetch(`${url}/api/dev/messages`)).status).toBe(404);
      expect((await fetch(`${url}/payments/simulator/snap.js`)).status).toBe(404);
      // The real messaging adapter is live: a registration's code goes to the (fake) Fonnte.
      const registered = await fetch(`${url}/api/auth/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          name: 'Budi Santoso',
          username: 'budi_production',
          phone: '081299000111',
          password: 'Rahasia#123',
          password_confirmation: 'Rahasia#123',
        }),
      });
      expect(registered.status, await registered.text()).toBe(201);
      expect(fonnte.requests.map((request) => request.url)).toContain('/send');

      server.child.kill('SIGTERM');
      expect(await server.exited()).toBe(0);
    },
    SERVER_TEST_TIMEOUT_MS,
  );

  // Two real server starts (initdb, migrations, demo images): slow on a busy 2-core machine.
  it(
    'migrates, writes the demo data, creates the admin once and serves',
    async () => {
      const workDir = mkdtempSync(path.join(tmpdir(), 'ruangmain-start-'));
      cleanups.push(() => rmSync(workDir, { recursive: true, force: true }));
      const env: Record<string, string> = {
        PORT: '0',
        HOST: '127.0.0.1',
        // A data directory whose parents do not exist yet is created.
        DATA_DIR: path.join(workDir, 'nested', 'data'),
        STORAGE_DIR: path.join(workDir, 'storage'),
        LOG_LEVEL: 'warn',
      };
      const serverUrl = process.env.TEST_DATABASE_URL;
      if (serverUrl) env.DATABASE_URL = await newServerDatabase(serverUrl, 'start');

      for (const round of [1, 2]) {
        const server: ServerProcess = spawnServer(env);
        cleanups.push(() => server.kill());
        const url = await server.started();
        const health = await fetch(`${url}/api/health`);
        expect(health.status).toBe(200);
        expect(await health.json()).toMatchObject({ database: serverUrl ? 'postgres' : 'pglite' });

        const generated = /Admin account: admin \/ (\S+) \(shown once\)/.exec(server.stdout());
        // Round 1 creates the admin with a random password; round 2 finds it and prints nothing.
        expect(Boolean(generated)).toBe(round === 1);

        server.child.kill('SIGTERM');
        expect(await server.exited()).toBe(0);
      }
    },
    SERVER_TEST_TIMEOUT_MS,
  );
});

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import { type App, buildApp } from '../app';
import { loadConfig } from '../config';
import { logOptions, redactPersonalQuery } from './log-options';

const PHONE = '081299887766';
const NAME = 'Siti Rahmawati';
const EMAIL = 'siti.rahma@example.com';

// The log never holds who a request was about: no phone, name or email from queries or bodies.
describe('the request log', () => {
  let app: App;
  let database: TestDatabase;
  let storageDir: string;
  const lines: string[] = [];

  beforeAll(async () => {
    storageDir = mkdtempSync(path.join(tmpdir(), 'ruangmain-log-'));
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'info', STORAGE_DIR: storageDir });
    database = await createTestDatabase();
    app = await buildApp({
      config,
      database,
      logger: { ...logOptions(config), stream: { write: (line: string) => lines.push(line) } },
    });
    // A statement that fails with what the request sent as its parameters, as a database error would.
    app.post('/api/test/failing-statement', async (request) => {
      const { phone, name } = request.body as { phone: string; name: string };
      // Messages may quote the URL, as Fastify's own "Route … not found" does.
      request.log.info({ body: request.body, query: request.query }, `received ${request.url}`);
      await app.db.execute(sql`select ${phone}::text, ${name}::text, 1 / 0`);
      return {};
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
    rmSync(storageDir, { recursive: true, force: true });
  });

  it('redacts phone, name and email from request URLs, bodies and failed statements', async () => {
    const query = `phone=${PHONE}&name=${encodeURIComponent(NAME)}&email=${encodeURIComponent(EMAIL)}`;
    const responses = await Promise.all([
      app.inject({ method: 'GET', url: `/api/dev/messages?${query}` }),
      app.inject({
        method: 'POST',
        url: `/api/auth/request-reset-token?phone=${PHONE}`,
        payload: { phone: PHONE },
      }),
      app.inject({ method: 'GET', url: `/api/no-such-route?${query}` }),
      app.inject({
        method: 'POST',
        url: `/api/test/failing-statement?${query}&type=room`,
        payload: { phone: PHONE, name: NAME, email: EMAIL, notes: 'kept' },
      }),
    ]);
    expect(responses.map((response) => response.statusCode)).toEqual([200, 200, 404, 500]);

    const log = lines.join('');
    expect(log).toContain('"url":"/api/dev/messages?phone=[redacted]&name=[redacted]&email=[redacted]"');
    expect(log).toContain('"url":"/api/no-such-route?phone=[redacted]&name=[redacted]&email=[redacted]"');
    expect(log).toContain('"msg":"received /api/test/failing-statement?phone=[redacted]');
    expect(log).toContain(
      '"body":{"phone":"[redacted]","name":"[redacted]","email":"[redacted]","notes":"kept"}',
    );
    expect(log).toContain('params: [redacted]');
    // What is not personal stays, so the log still explains the request.
    expect(log).toContain('&type=room');
    for (const personal of [PHONE, '6281299887766', NAME, encodeURIComponent(NAME), EMAIL]) {
      expect(log).not.toContain(personal);
    }
  });
});

describe('redactPersonalQuery', () => {
  it.each([
    ['/api/dev/messages?phone=0812', '/api/dev/messages?phone=[redacted]'],
    [
      '/x?console_name=PS5&name=Budi&PHONE=0812#top',
      '/x?console_name=PS5&name=[redacted]&PHONE=[redacted]#top',
    ],
    ['/x?phone[]=1&phone%5B%5D=2', '/x?phone[]=[redacted]&phone%5B%5D=[redacted]'],
    ['/x?type=room&page=2', '/x?type=room&page=2'],
    ['/x/phone=1', '/x/phone=1'],
  ])('%s → %s', (url, expected) => {
    expect(redactPersonalQuery(url)).toBe(expected);
  });
});

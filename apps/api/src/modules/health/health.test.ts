import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/test-app';
import type { Db } from '../../db/client';
import { checkReadiness } from './check-readiness';

describe('health (record 0051)', () => {
  let ctx: TestContext;

  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(async () => ctx.close());

  it('says the process is live without asking the database', async () => {
    const execute = vi.spyOn(ctx.app.db, 'execute');
    const select = vi.spyOn(ctx.app.db, 'select');
    try {
      const response = await ctx.app.inject({ method: 'GET', url: '/api/health' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ status: 'ok', database: ctx.engine });
      expect(execute).not.toHaveBeenCalled();
      expect(select).not.toHaveBeenCalled();
    } finally {
      execute.mockRestore();
      select.mockRestore();
    }
  });

  it('is ready when the database answers and holds every migration', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ready', database: 'answers', migrations: 'current' });
  });

  it('is not ready while the newest migration is missing', async () => {
    const newest = await ctx.db.execute(
      sql`select id, hash, created_at::text from drizzle.__drizzle_migrations order by created_at desc limit 1`,
    );
    const row = (newest as { rows: Array<{ id: number; hash: string; created_at: string }> }).rows[0];
    if (!row) throw new Error('no migration recorded');
    await ctx.db.execute(sql`delete from drizzle.__drizzle_migrations where id = ${row.id}`);
    try {
      const response = await ctx.app.inject({ method: 'GET', url: '/api/health/ready' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ status: 'unavailable', database: 'answers', migrations: 'behind' });
    } finally {
      await ctx.db.execute(
        sql`insert into drizzle.__drizzle_migrations (id, hash, created_at) values (${row.id}, ${row.hash}, ${row.created_at}::bigint)`,
      );
    }
  });

  it('is not ready when the database does not answer', async () => {
    const unreachable = {
      execute: () => Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:5432')),
    } as unknown as Db;
    expect(await checkReadiness(unreachable)).toEqual({
      status: 'unavailable',
      database: 'unreachable',
      migrations: 'unknown',
    });
  });
});

import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { BACKUP_MESSAGES } from '@ruangmain/domain/contracts/backups';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  expectAdminOnly,
  latestAudit,
  type Managers,
  manageCall,
  signInManagers,
} from '../../../test/manage';
import { createSeededTestApp } from '../../../test/seeded-app';
import type { TestContext } from '../../../test/test-app';
import { staffNotices } from '../../db/schema/notices';
import { runNightlyBackup } from '../../jobs/backups';
import { readBackupManifest } from './backup-archive';
import { createBackupService } from './backup-service';

// docs/decisions/0039: the embedded database's backups, on PGlite; PostgreSQL answers 409 and says why.
describe('backups of the embedded database (/api/admin/backups)', () => {
  let ctx: TestContext;
  let managers: Managers;
  const backupDir = mkdtempSync(path.join(tmpdir(), 'ruangmain-backups-'));

  beforeAll(async () => {
    ctx = await createSeededTestApp({ BACKUP_DIR: backupDir });
    managers = await signInManagers(ctx.app, ctx.db);
  });
  afterAll(async () => {
    await ctx.close();
    rmSync(backupDir, { recursive: true, force: true });
  });
  const onPglite = () => ctx.engine === 'pglite';

  it('is for admins only: visitors, customers and the front desk are refused', async () => {
    await expectAdminOnly(ctx.app, managers, 'GET', '/backups');
    await expectAdminOnly(ctx.app, managers, 'POST', '/backups');
    expect(readdirSync(backupDir)).toEqual([]);
  });

  it('takes one now for an admin, audited, and lists it newest first with its time and size', async () => {
    const before = Date.now();
    const taken = await manageCall(ctx.app, managers.admin, 'POST', '/backups');
    if (!onPglite()) {
      expect(taken.statusCode, taken.body).toBe(409);
      expect(taken.json().message).toBe(BACKUP_MESSAGES.postgres);
      const listed = await manageCall(ctx.app, managers.admin, 'GET', '/backups');
      expect(listed.json().data).toMatchObject({
        is_available: false,
        message: BACKUP_MESSAGES.postgres,
        backups: [],
      });
      expect(readdirSync(backupDir)).toEqual([]);
      return;
    }
    expect(taken.statusCode, taken.body).toBe(201);
    const { data } = taken.json();
    expect(taken.json().message).toBe(BACKUP_MESSAGES.taken);
    expect(data.name).toMatch(/^ruangmain-\d{4}-\d{2}-\d{2}T\d{6}\.tar\.gz$/);
    expect(new Date(data.created_at).getTime()).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000);
    expect(data.size).toBeGreaterThan(10_000);
    // Only the finished file is left: no staging folder, no partial file.
    expect(readdirSync(backupDir)).toEqual([data.name]);
    expect(await readBackupManifest(path.join(backupDir, data.name))).toMatchObject({
      format: 'ruangmain-backup',
      engine: 'pglite',
    });

    const audit = await latestAudit(ctx.db, 'backup', 0);
    expect(audit).toMatchObject({ action: 'backup.create', actor_role: 'admin', subject_label: data.name });
    expect(audit?.after).toMatchObject({ name: data.name, size: data.size });

    const listed = await manageCall(ctx.app, managers.admin, 'GET', '/backups');
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json().data).toEqual({
      is_available: true,
      message: null,
      nightly_at: '03:00',
      keep: 14,
      backups: [data],
    });
  });

  it.runIf(process.env.TEST_DATABASE_URL === undefined)(
    'keeps the newest 14, deleting older ones only once a newer one is complete',
    async () => {
      const dir = mkdtempSync(path.join(tmpdir(), 'ruangmain-retention-'));
      try {
        const service = createBackupService(
          { ...ctx.config, backups: { ...ctx.config.backups, dir } },
          { engine: 'pglite', dump: async () => new Blob(['not used by this test']) },
        );
        const night = (n: number) => new Date(Date.UTC(2026, 10, 1 + n, 20, 0, 0));
        for (let n = 0; n < 16; n += 1) await service.take(night(n));
        const names = (await service.list()).map((file) => file.name);
        expect(names).toHaveLength(14);
        expect(names[0]).toBe('ruangmain-2026-11-17T030000.tar.gz');
        expect(names.at(-1)).toBe('ruangmain-2026-11-04T030000.tar.gz');
        // Two taken in the same second get names of their own.
        const [first, second] = await Promise.all([service.take(night(20)), service.take(night(20))]);
        expect(second?.name).not.toBe(first?.name);
        // A backup that fails deletes nothing.
        const failing = createBackupService(
          { ...ctx.config, backups: { ...ctx.config.backups, dir, keep: 1 } },
          {
            engine: 'pglite',
            dump: async () => {
              throw new Error('disk full');
            },
          },
        );
        await expect(failing.take(night(30))).rejects.toThrow('disk full');
        expect(await service.list()).toHaveLength(14);
        expect(readdirSync(dir).filter((name) => name.startsWith('.'))).toEqual([]);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  );

  it.runIf(process.env.TEST_DATABASE_URL === undefined)(
    'rings the bell once a night when the nightly backup fails, and logs it',
    async () => {
      // BACKUP_DIR is a file: nothing can be written under it.
      const blocked = path.join(backupDir, 'not-a-folder');
      writeFileSync(blocked, '');
      const errors: unknown[] = [];
      const log = { ...ctx.app.log, error: (...args: unknown[]) => errors.push(args), info: () => {} };
      const deps = {
        db: ctx.db,
        log: log as unknown as typeof ctx.app.log,
        backups: createBackupService(
          { ...ctx.config, backups: { ...ctx.config.backups, dir: blocked } },
          { engine: 'pglite', dump: async () => new Blob(['']) },
        ),
        timeZone: 'Asia/Jakarta',
      };
      const night = new Date('2026-11-27T20:00:00Z');
      await runNightlyBackup(deps, night);
      await runNightlyBackup(deps, new Date(night.getTime() + 60_000)); // tried again the same night
      expect(errors).toHaveLength(2);
      const rung = await ctx.db.select().from(staffNotices).where(eq(staffNotices.kind, 'backup_failed'));
      expect(rung).toMatchObject([
        { subject_type: 'backup', subject_id: 0, label: 'ruangmain-2026-11-28T030000.tar.gz' },
      ]);
      const bell = await manageCall(ctx.app, managers.staff, 'GET', '/notices');
      expect(bell.json().data[0]).toMatchObject({ kind: 'backup_failed', is_read: false });
    },
  );
});

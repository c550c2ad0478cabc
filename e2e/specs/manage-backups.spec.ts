import { type Api, adminAuth, logInAsAdmin, openApi } from '../fixtures/desk';
import { expect, test } from '../fixtures/test';

// The back office as these journeys read it: in English, chosen on the device (fixtures/test.ts).
test.use({ deviceLanguage: 'en' });

// Record 0039: the Venue screen shows the last backup of the embedded database, and an admin takes one
// there; on PostgreSQL it says what backs the venue up instead. On the worker's own product server (the
// manage project), whose BACKUP_DIR is its own throw-away folder.
test.describe.configure({ mode: 'serial', timeout: 120_000 });

let api: Api;
let baseUrl: string;
const onPostgres = Boolean(process.env.E2E_DATABASE_URL);

test.beforeAll(async ({ ownServerUrl }) => {
  if (!ownServerUrl) throw new Error('manage-backups runs in the manage project, on its own server');
  baseUrl = ownServerUrl;
  api = await openApi({ baseUrl });
});
test.afterAll(async () => {
  await api?.dispose();
});

test('the Venue screen shows the last backup, and Back up now takes one', async ({ page }) => {
  await logInAsAdmin(page, baseUrl);
  await page.goto(`${baseUrl}/admin/manage/venue`);
  const card = page.getByRole('region', { name: 'Backups' });
  if (onPostgres) {
    await expect(card.getByText(/This venue runs on PostgreSQL: back it up with pg_dump/)).toBeVisible();
    await expect(card.getByRole('button', { name: 'Back up now' })).toHaveCount(0);
    return;
  }
  await expect(
    card.getByText('No backup yet. The first one is taken tonight, or now with the button below.'),
  ).toBeVisible();
  await expect(card.getByText(/taken every night at 03:00; the last 14 are kept/)).toBeVisible();

  await card.getByRole('button', { name: 'Back up now' }).click();
  // Packing the database and the images takes seconds on a busy machine.
  await expect(page.getByText('Backup taken.')).toBeVisible({ timeout: 60_000 });
  const last = card.getByTestId('last-backup');
  await expect(last.getByText(/^ruangmain-\d{4}-\d{2}-\d{2}T\d{6}\.tar\.gz$/)).toBeVisible();
  await expect(last.getByText(/^\d[\d,]*(\.\d)? (KB|MB)$/)).toBeVisible();

  // What the list says, after a reload too: the newest backup's time and file.
  const { data } = await (await api.get('/api/admin/backups', { headers: await adminAuth(api) })).json();
  const newest = data.backups[0];
  await page.reload();
  await expect(last.getByText(newest.name)).toBeVisible();
  await expect(last.locator('time')).toHaveAttribute('datetime', newest.created_at);
});

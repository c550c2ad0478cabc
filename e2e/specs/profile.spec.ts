import { createActiveAccount, logIn, logInAsAdmin } from '../fixtures/accounts';
import { expect, test } from '../fixtures/test';

// Profile (spec 2 §2 "Profile", §5 "Profile", §8): points with Redeem Point, personal information with
// only changed fields sent, change password.

const FAILED_REQUEST = /Failed to load resource: the server responded with a status of 4\d\d/;

// Each journey makes accounts through the API (password hashing) and sits through the spec's redirect
// pauses; on a busy machine that outgrows the default 30 s.
test.describe.configure({ timeout: 60_000 });

test.describe('profile', () => {
  test('a visitor who is not logged in is sent to /login', async ({ page }) => {
    await page.goto('/profile');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { name: 'Login' })).toBeVisible();
  });

  test('saving without changes says so; the profile shows points and Redeem Point @phone', async ({
    page,
    request,
  }) => {
    const account = await createActiveAccount(request);
    await logIn(page, account.username, account.password);
    await page.goto('/profile');
    await expect(page.getByLabel('Full Name')).toHaveValue(account.name);
    await expect(page.getByLabel('Username')).toHaveValue(account.username);
    await expect(page.getByLabel('Phone Number')).toHaveAttribute('readonly', '');
    await expect(page.getByTestId('points-balance')).toHaveText('0 points');

    let updates = 0;
    page.on('request', (sent) => {
      if (sent.url().endsWith('/api/customer/update-profile')) updates += 1;
    });
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('No changes to save.')).toBeVisible();
    expect(updates).toBe(0);

    await page.getByRole('link', { name: 'Redeem Point' }).click();
    await expect(page).toHaveURL(/\/profile-rewards$/);
  });

  test('only the changed fields are sent, and the rules and server messages show under the fields', async ({
    page,
    request,
    consoleGuard,
  }) => {
    consoleGuard.allow(FAILED_REQUEST);
    const other = await createActiveAccount(request);
    const account = await createActiveAccount(request);
    await logIn(page, account.username, account.password);
    await page.goto('/profile');
    await expect(page.getByLabel('Full Name')).toHaveValue(account.name);

    // Client rules (shared with registration, spec 1 §5).
    await page.getByLabel('Full Name').fill('R2');
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByLabel('Full Name')).toHaveAccessibleDescription(
      'Full Name must be at least 3 characters',
    );
    await expect(page.getByLabel('Email')).toHaveAccessibleDescription('Invalid email address');
    await page.getByLabel('Full Name').fill(account.name);
    await expect(page.getByLabel('Full Name')).toHaveAccessibleDescription('');

    // A username that belongs to someone else.
    await page.getByLabel('Email').fill('');
    await page.getByLabel('Username').fill(other.username);
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByLabel('Username')).toHaveAccessibleDescription('Username is already taken');
    await expect(page.getByText('Update failed')).toBeVisible();

    // Only what changed goes to the server.
    const email = `${account.username}@example.com`;
    await page.getByLabel('Username').fill(account.username);
    await page.getByLabel('Email').fill(email);
    const sent = page.waitForRequest((req) => req.url().endsWith('/api/customer/update-profile'));
    await page.getByRole('button', { name: 'Save Changes' }).click();
    expect((await sent).postDataJSON()).toEqual({ email });
    await expect(page.getByText('Profile updated successfully')).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('Email')).toHaveValue(email);
  });

  test('a wrong current password is refused under its field; the right one changes the password', async ({
    page,
    request,
    consoleGuard,
  }) => {
    consoleGuard.allow(FAILED_REQUEST);
    const account = await createActiveAccount(request);
    await logIn(page, account.username, account.password);
    await page.goto('/profile');
    const newPassword = 'Another-Round-7!';
    await page.getByRole('button', { name: 'Update Password' }).click();
    await expect(page.getByLabel('Current Password')).toHaveAccessibleDescription(
      'Current password is required',
    );
    await page.getByLabel('Current Password').fill('Wrong-Password-1!');
    await page.getByLabel('New Password', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirm New Password').fill(newPassword);
    await page.getByRole('button', { name: 'Update Password' }).click();
    await expect(page.getByLabel('Current Password')).toHaveAccessibleDescription(
      'Current password is incorrect',
    );

    await page.getByLabel('Current Password').fill(account.password);
    await page.getByRole('button', { name: 'Update Password' }).click();
    await expect(page.getByText('Password updated successfully')).toBeVisible();
    // This browser's session stays.
    await page.reload();
    await expect(page.getByLabel('Full Name')).toHaveValue(account.name);
  });

  test('a page whose token the server refuses (ended by a password change elsewhere) drops the session', async ({
    page,
    request,
    consoleGuard,
  }) => {
    consoleGuard.allow(FAILED_REQUEST);
    const account = await createActiveAccount(request);
    const logIn = async () => {
      const response = await request.post('/api/auth/login', {
        data: { identifier: account.username, password: account.password },
      });
      return (await response.json()) as { token: string; user: { name: string } };
    };
    const here = await logIn();
    const elsewhere = await logIn();
    const changed = await request.post('/api/customer/change-password', {
      headers: { Authorization: `Bearer ${elsewhere.token}` },
      data: {
        current_password: account.password,
        password: 'Elsewhere-Pass-9!',
        password_confirmation: 'Elsewhere-Pass-9!',
      },
    });
    expect(changed.status()).toBe(200);

    await page.goto('/login');
    await page.evaluate(
      ([token, user]) => {
        localStorage.setItem('token', token);
        localStorage.setItem('user', user);
      },
      [here.token, JSON.stringify(here.user)] as const,
    );
    await page.goto('/profile');
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });

  test('the admin profile has no points card', async ({ page }) => {
    await logInAsAdmin(page);
    await page.goto('/profile');
    await expect(page.getByRole('heading', { name: 'Personal Information' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Change Password' })).toBeVisible();
    await expect(page.getByTestId('points-balance')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Redeem Point' })).toHaveCount(0);
    // A staff account has no WhatsApp number of its own: no placeholder phone, no 'contact staff'.
    await expect(page.getByLabel('Phone Number')).toHaveCount(0);
    await expect(page.getByText(/contact staff/)).toHaveCount(0);
    await expect(page.getByText(/0000000000/)).toHaveCount(0);
  });

  test('a long name is shown whole in the header, and the greeting uses the first name, at 360 px', async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    const account = await createActiveAccount(request, {
      name: 'Rani Tester Tiara Kusumawardhani Wijayakusuma',
    });
    await logIn(page, account.username, account.password);
    await page.goto('/profile');
    const heading = page.getByRole('heading', { level: 1, name: account.name });
    await expect(heading).toBeVisible();
    const fits = await heading.evaluate(
      (element) =>
        element.scrollWidth <= element.clientWidth && getComputedStyle(element).textOverflow !== 'ellipsis',
    );
    expect(fits).toBe(true);
    await page.setViewportSize({ width: 1280, height: 800 });
    const menu = page.getByRole('button', { name: /— Account menu$/ });
    await expect(menu).toHaveAccessibleName('Hi, Rani — Account menu');
    await expect(menu.getByText('Hi, Rani', { exact: true })).toBeVisible();
    await menu.click();
    await expect(page.getByText(account.name, { exact: true }).last()).toBeVisible();
  });
});

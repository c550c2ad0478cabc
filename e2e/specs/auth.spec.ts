import {
  acceptTerms,
  codeOf,
  createActiveAccount,
  latestMessage,
  logIn,
  logInThroughUi,
  newAccount,
  registerAccount,
  resetLinkPathOf,
} from '../fixtures/accounts';
import { E2E_ADMIN } from '../fixtures/global-setup';
import { expect, test } from '../fixtures/test';

// Accounts and authentication (spec 1 §2 Login, Register, Verification, Change number, Forgot password,
// Reset by link; §4 Session; §5 validation; §8 errors).

/** Requests the journeys provoke on purpose (wrong password, taken username…) log a failed resource. */
const FAILED_REQUEST = /Failed to load resource: the server responded with a status of 4\d\d/;

// Each journey makes accounts through the API (password hashing) and sits through the spec's redirect
// pauses; on a busy machine that outgrows the default 30 s.
test.describe.configure({ timeout: 60_000 });

test.describe('register, verify and log in', () => {
  test('a new customer registers, verifies, logs in, edits the profile, changes the password and logs back in', async ({
    page,
    request,
  }) => {
    test.slow(); // the whole account life in one journey
    const account = newAccount();
    await page.goto('/register');
    await expect(page.getByRole('heading', { name: 'Create an Account' })).toBeVisible();
    await expect(page.getByLabel('Phone Number')).toHaveAccessibleDescription(
      'Make sure this number is connected to Whatsapp',
    );
    await page.getByLabel('Name', { exact: true }).fill(account.name);
    await page.getByLabel('Username').fill(account.username);
    // The phone input keeps digits only (spec 1 §5).
    await page.getByLabel('Phone Number').fill(`${account.phone.slice(0, 4)}-${account.phone.slice(4)}`);
    await expect(page.getByLabel('Phone Number')).toHaveValue(account.phone);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByLabel('Confirm Password').fill(account.password);
    // The show/hide toggle reveals the password.
    await page.getByRole('button', { name: 'Show password' }).first().click();
    await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute('type', 'text');
    await acceptTerms(page);
    await page.getByRole('button', { name: 'Register' }).click();

    await expect(
      page.getByText('Registration successful! Please check your WhatsApp for OTP verification.'),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/verification$/);
    await expect(page.getByText(account.phone)).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('registrationPhone'))).toBeTruthy();
    expect(await page.evaluate(() => localStorage.getItem('registrationToken'))).toBeTruthy();

    // An incomplete code is refused on the screen.
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByText('Please enter the complete OTP code.')).toBeVisible();

    const code = codeOf(await latestMessage(request, account.phone, 'activation'));
    await page.getByRole('textbox', { name: 'OTP code, digit 1 of 6' }).fill(code);
    await expect(page.getByRole('textbox', { name: 'OTP code, digit 6 of 6' })).toHaveValue(code.slice(5));
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('registrationPhone'))).toBeNull();
    expect(await page.evaluate(() => localStorage.getItem('registrationToken'))).toBeNull();

    await page.getByLabel('Username or Phone Number').fill(account.phone);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page.getByText('Login successful! Redirecting...')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    const menu = page.getByRole('button', { name: /— Account menu$/ });
    // The greeting names the first name only (issue 12, defect 12).
    await expect(menu).toHaveAccessibleName(`Hi, ${account.name.split(' ')[0]} — Account menu`);

    // Profile: points, personal information, password (spec 2 §2).
    await menu.click();
    await page.getByRole('link', { name: 'Profile' }).click();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByRole('heading', { level: 1, name: account.name })).toBeVisible();
    await expect(page.getByTestId('points-balance')).toHaveText('0 points');
    await expect(page.getByRole('link', { name: 'Redeem Point' })).toHaveAttribute(
      'href',
      '/profile-rewards',
    );
    await expect(page.getByLabel('Phone Number')).toHaveValue(account.phone);
    const newName = `Putra ${account.name}`;
    await page.getByLabel('Full Name').fill(newName);
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Profile updated successfully')).toBeVisible();
    await expect(menu).toHaveAccessibleName(`Hi, ${newName.split(' ')[0]} — Account menu`);

    const newPassword = 'Level-Up-2025!';
    await page.getByLabel('Current Password').fill(account.password);
    await page.getByLabel('New Password', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirm New Password').fill(newPassword);
    await page.getByRole('button', { name: 'Update Password' }).click();
    await expect(page.getByText('Password updated successfully')).toBeVisible();
    await expect(page.getByLabel('Current Password')).toHaveValue('');

    // Logout clears the session and goes home, then the new password works.
    await menu.click();
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
    expect(await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('user')])).toEqual([
      null,
      null,
    ]);
    await logInThroughUi(page, account.username, newPassword);
    await expect(menu).toHaveAccessibleName(`Hi, ${newName.split(' ')[0]} — Account menu`);
  });

  test('the verification screen resends the code, and a wrong code is refused', async ({
    page,
    request,
    consoleGuard,
  }) => {
    consoleGuard.allow(FAILED_REQUEST);
    const account = newAccount();
    const token = await registerAccount(request, account);
    const first = await latestMessage(request, account.phone, 'activation');
    await page.addInitScript(
      ({ phone, token }) => {
        localStorage.setItem('registrationPhone', phone);
        localStorage.setItem('registrationToken', token);
      },
      { phone: account.phone, token },
    );
    await page.goto('/verification');

    // Asked again within a minute: the server's wait message.
    await page.getByRole('button', { name: 'Resend OTP' }).click();
    await expect(page.getByText(/wait/i)).toBeVisible();

    const wrong = codeOf(first) === '000000' ? '111111' : '000000';
    await page.getByRole('textbox', { name: 'OTP code, digit 1 of 6' }).fill(wrong);
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByRole('alert')).toBeVisible();
    await expect(page).toHaveURL(/\/verification$/);

    await page.getByRole('textbox', { name: 'OTP code, digit 1 of 6' }).fill(codeOf(first));
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('verification without a registration goes back to /register', async ({ page }) => {
    await page.goto('/verification');
    await expect(
      page.getByText('There is no registration to verify on this device.', { exact: false }),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/register$/, { timeout: 5_000 });
  });

  test('change number sends a new code to the new phone @phone', async ({ page, request, consoleGuard }) => {
    consoleGuard.allow(FAILED_REQUEST);
    const taken = await createActiveAccount(request);
    const account = newAccount();
    const token = await registerAccount(request, account);
    await page.addInitScript(
      ({ phone, token }) => {
        if (!localStorage.getItem('registrationPhone')) localStorage.setItem('registrationPhone', phone);
        localStorage.setItem('registrationToken', token);
      },
      { phone: account.phone, token },
    );
    await page.goto('/verification');
    await page.getByRole('link', { name: 'Change Number' }).click();
    await expect(page).toHaveURL(/\/change-number$/);
    await expect(page.getByLabel('Current Phone Number')).toHaveValue(account.phone);

    // Client rules (spec 1 §5).
    await page.getByRole('button', { name: 'Send OTP Code' }).click();
    await expect(page.getByLabel('New Phone Number')).toHaveAccessibleDescription(
      /Please enter a new phone number/,
    );
    await page.getByLabel('New Phone Number').fill(account.phone);
    await page.getByRole('button', { name: 'Send OTP Code' }).click();
    await expect(page.getByLabel('New Phone Number')).toHaveAccessibleDescription(
      /New phone number must be different from current phone number/,
    );

    // A number that belongs to another account.
    await page.getByLabel('New Phone Number').fill(taken.phone);
    await page.getByRole('button', { name: 'Send OTP Code' }).click();
    await expect(page.getByLabel('New Phone Number')).toHaveAccessibleDescription(
      /This phone number is already in use. Please use a different number./,
    );

    const newPhone = newAccount().phone;
    await page.getByLabel('New Phone Number').fill(newPhone);
    await page.getByRole('button', { name: 'Send OTP Code' }).click();
    await expect(page).toHaveURL(/\/verification$/);
    await expect(page.getByText(newPhone)).toBeVisible();
    const code = codeOf(await latestMessage(request, newPhone, 'activation'));
    await page.getByRole('textbox', { name: 'OTP code, digit 1 of 6' }).fill(code);
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(page).toHaveURL(/\/login$/);
    const login = await request.post('/api/auth/login', {
      data: { identifier: newPhone, password: account.password },
    });
    expect(login.status()).toBe(200);
  });
});

test.describe('change number without the registration', () => {
  test('a device that did not make the registration cannot move it to another number', async ({
    page,
    request,
    consoleGuard,
  }) => {
    consoleGuard.allow(FAILED_REQUEST);
    const account = newAccount();
    await registerAccount(request, account);
    // Someone else's phone typed in, without the token its registration answered.
    await page.addInitScript((phone) => localStorage.setItem('registrationPhone', phone), account.phone);
    await page.goto('/change-number');
    const newPhone = newAccount().phone;
    await page.getByLabel('New Phone Number').fill(newPhone);
    await page.getByRole('button', { name: 'Send OTP Code' }).click();
    await expect(page.getByRole('alert')).toHaveText('Phone number not found. Please register again.');
    await expect(page).toHaveURL(/\/change-number$/);
    const messages = await request.get('/api/dev/messages', { params: { phone: newPhone } });
    expect(((await messages.json()) as { data: unknown[] }).data).toHaveLength(0);
  });
});

test.describe('register form messages', () => {
  test('an empty form shows each rule under its field, and editing a field clears its message', async ({
    page,
  }) => {
    await page.goto('/register');
    await page.getByRole('button', { name: 'Register' }).click();
    const name = page.getByLabel('Name', { exact: true });
    const username = page.getByLabel('Username');
    const phone = page.getByLabel('Phone Number');
    const password = page.getByLabel('Password', { exact: true });
    const confirm = page.getByLabel('Confirm Password');
    await expect(name).toHaveAccessibleDescription('Full Name must be at least 3 characters');
    await expect(username).toHaveAccessibleDescription('Username must be at least 3 characters');
    await expect(phone).toHaveAccessibleDescription('Phone number must be at least 10 digits');
    await expect(password).toHaveAccessibleDescription('Password must be at least 8 characters');
    await expect(confirm).toHaveAccessibleDescription('Confirm Password must be at least 8 characters');
    await expect(page.getByText('You must agree to the Terms & Conditions')).toBeVisible();

    // Editing a field clears that field's error only.
    await name.fill('Budi 2');
    await expect(name).toHaveAccessibleDescription('');
    await expect(username).toHaveAccessibleDescription('Username must be at least 3 characters');

    // The phone input keeps digits only and at most 14 of them.
    await phone.fill('08a1b2c3d4e5f6g7h8i9');
    await expect(phone).toHaveValue('08123456789');
    await phone.fill('0812345678901234567');
    await expect(phone).toHaveValue('08123456789012');
  });

  test('invalid values show their rules under the right fields', async ({ page }) => {
    await page.goto('/register');
    const name = page.getByLabel('Name', { exact: true });
    const username = page.getByLabel('Username');
    const phone = page.getByLabel('Phone Number');
    const password = page.getByLabel('Password', { exact: true });
    const confirm = page.getByLabel('Confirm Password');
    await name.fill('Budi 2');
    await username.fill('budi-gamer');
    await phone.fill('0712345678');
    await password.fill('password123');
    await confirm.fill('password124');
    // The match of the two passwords is checked once the rest of the form is complete.
    await acceptTerms(page);
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(name).toHaveAccessibleDescription('Full Name can only contain letters and spaces');
    await expect(username).toHaveAccessibleDescription(
      'Username can only contain letters, numbers, and underscores',
    );
    await expect(phone).toHaveAccessibleDescription(
      "Phone number must start with '08' for Indonesian numbers",
    );
    await expect(password).toHaveAccessibleDescription(
      'Password must contain at least one lowercase letter, one uppercase letter, one number, and one special character',
    );
    await expect(confirm).toHaveAccessibleDescription("Passwords don't match");
  });

  test('a taken username and phone show the server messages under those fields @phone', async ({
    page,
    request,
    consoleGuard,
  }) => {
    consoleGuard.allow(FAILED_REQUEST);
    const existing = await createActiveAccount(request);
    await page.goto('/register');
    await page.getByLabel('Name', { exact: true }).fill('Siti Rahma');
    await page.getByLabel('Username').fill(existing.username);
    await page.getByLabel('Phone Number').fill(existing.phone);
    await page.getByLabel('Password', { exact: true }).fill(existing.password);
    await page.getByLabel('Confirm Password').fill(existing.password);
    await acceptTerms(page);
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(page.getByLabel('Username')).toHaveAccessibleDescription('Username is already taken');
    await expect(page.getByLabel('Phone Number')).toHaveAccessibleDescription(
      'Phone number is already registered',
    );
    await expect(page.getByLabel('Name', { exact: true })).toHaveAccessibleDescription('');
    await expect(page).toHaveURL(/\/register$/);
    // Editing the username clears its server message.
    await page.getByLabel('Username').fill(`${existing.username}x`);
    await expect(page.getByLabel('Username')).toHaveAccessibleDescription('');
  });
});

test.describe('login', () => {
  test('the first validation error is also a toast', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page.getByLabel('Username or Phone Number')).toHaveAccessibleDescription(
      'Username is required',
    );
    await expect(page.getByLabel('Password', { exact: true })).toHaveAccessibleDescription(
      'Password is required',
    );
    await expect(page.getByRole('status').filter({ hasText: 'Username is required' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    await expect(page.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register');
  });

  test('a login after a refused empty form shows only its success toast', async ({ page, request }) => {
    const account = await createActiveAccount(request);
    await page.goto('/login');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    const required = page.getByRole('status').filter({ hasText: 'Username is required' });
    await expect(required).toBeVisible();
    await page.getByLabel('Username or Phone Number').fill(account.username);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    // The message about the empty form is replaced, not shown beside the success (issue 12, defect 3).
    await expect(page.getByText('Login successful! Redirecting...')).toBeVisible();
    await expect(required).toHaveCount(0);
  });

  test('a wrong password says so and keeps the visitor logged out', async ({
    page,
    request,
    consoleGuard,
  }) => {
    consoleGuard.allow(FAILED_REQUEST);
    const account = await createActiveAccount(request);
    await page.goto('/login');
    await page.getByLabel('Username or Phone Number').fill(account.username);
    await page.getByLabel('Password', { exact: true }).fill('Not-The-Password-1');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText('Invalid username or password.');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });

  test('an account that is not active is reported as blocked @phone', async ({
    page,
    request,
    consoleGuard,
  }) => {
    consoleGuard.allow(FAILED_REQUEST);
    const account = newAccount();
    await registerAccount(request, account); // never verified
    await page.goto('/login');
    await page.getByLabel('Username or Phone Number').fill(account.username);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'Your account is blocked. Please contact staff for further information',
    );
    await expect(page).toHaveURL(/\/login$/);
  });

  test('Remember me gives a longer session than without', async ({ page, request }) => {
    const account = await createActiveAccount(request);
    const lifetime = async () =>
      page.evaluate(() => Date.parse(localStorage.getItem('tokenExpiresAt') ?? '') - Date.now());

    await logInThroughUi(page, account.username, account.password);
    const standard = await lifetime();
    await page.evaluate(() => localStorage.clear());

    await page.goto('/login');
    await page.getByLabel('Username or Phone Number').fill(account.username);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByRole('checkbox', { name: /Remember me/ }).check();
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
    const remembered = await lifetime();
    expect(standard).toBeGreaterThan(0);
    expect(remembered).toBeGreaterThan(standard * 2);
  });

  test('the admin logs in on the same screen, lands in the back office and has no Booking History or Rewards', async ({
    page,
  }) => {
    await logInThroughUi(page, E2E_ADMIN.username, E2E_ADMIN.password, /\/admin$/);
    await page.goto('/');
    const menu = page.getByRole('button', { name: /Hi, .+ — Account menu/ });
    await expect(menu).toBeVisible();
    await menu.click();
    await expect(page.getByRole('link', { name: 'Profile' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Booking History' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Rewards' })).toHaveCount(0);
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? '{}').role)).toBe('admin');
  });

  test('a logged-in visitor who opens /login goes home', async ({ page, request }) => {
    const account = await createActiveAccount(request);
    await logIn(page, account.username, account.password);
    await page.goto('/login');
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe('forgot password', () => {
  test('three steps: phone, token, new password @phone', async ({ page, request, consoleGuard }) => {
    consoleGuard.allow(FAILED_REQUEST);
    const account = await createActiveAccount(request);
    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    await expect(page.getByRole('link', { name: 'Back to Login' })).toHaveAttribute('href', '/login');

    await page.getByRole('button', { name: 'Send Verification Code' }).click();
    await expect(page.getByLabel('Phone Number')).toHaveAccessibleDescription(
      'Phone number must be at least 10 digits',
    );
    await page.getByLabel('Phone Number').fill(account.phone);
    await page.getByRole('button', { name: 'Send Verification Code' }).click();

    await expect(page.getByRole('heading', { name: 'Verify Token' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Login' })).toBeVisible();
    const message = await latestMessage(request, account.phone, 'password_reset');
    const token = codeOf(message);
    const verify = page.getByRole('button', { name: 'Verify Token' });
    await expect(verify).toBeDisabled();
    // Digits only.
    await page.getByRole('textbox', { name: 'Reset token, digit 1 of 6' }).pressSequentially('1a2b3');
    await expect(page.getByRole('textbox', { name: 'Reset token, digit 4 of 6' })).toHaveValue('');
    await expect(page.getByRole('textbox', { name: 'Reset token, digit 3 of 6' })).toHaveValue('3');
    await expect(verify).toBeDisabled();

    // A wrong token is refused and the step stays.
    const wrong = token === '999999' ? '888888' : '999999';
    await page.getByRole('textbox', { name: 'Reset token, digit 1 of 6' }).fill(wrong);
    await expect(verify).toBeEnabled();
    await verify.click();
    await expect(page.getByRole('status').filter({ hasText: /invalid/i })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Verify Token' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Reset token, digit 1 of 6' })).toHaveValue('');
    await expect(verify).toBeDisabled();

    await page.getByRole('textbox', { name: 'Reset token, digit 1 of 6' }).fill(token);
    await verify.click();

    await expect(page.getByRole('heading', { name: 'Reset Password' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Login' })).toBeVisible();
    await page.getByLabel('New Password', { exact: true }).fill('short');
    await page.getByLabel('Confirm New Password').fill('different');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(page.getByLabel('New Password', { exact: true })).toHaveAccessibleDescription(
      'Password must be at least 8 characters',
    );
    await expect(page.getByLabel('Confirm New Password')).toHaveAccessibleDescription(
      "Passwords don't match",
    );

    const newPassword = 'Fresh-Start-2025!';
    await page.getByLabel('New Password', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirm New Password').fill(newPassword);
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(page.getByRole('heading', { name: 'Password Reset!' })).toBeVisible();
    await page.getByRole('link', { name: 'Proceed to Login' }).click();
    await expect(page).toHaveURL(/\/login$/);

    await page.getByLabel('Username or Phone Number').fill(account.username);
    await page.getByLabel('Password', { exact: true }).fill(newPassword);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('the reset link from the message resets the password once; used or unknown links are invalid', async ({
    page,
    request,
    consoleGuard,
  }) => {
    consoleGuard.allow(FAILED_REQUEST);
    const account = await createActiveAccount(request);
    const sent = await request.post('/api/auth/request-reset-token', { data: { phone: account.phone } });
    expect(sent.status()).toBe(200);
    const linkPath = resetLinkPathOf(await latestMessage(request, account.phone, 'password_reset'));

    await page.goto(linkPath);
    await expect(page.getByRole('heading', { name: 'New Password' })).toBeVisible();
    await page.getByLabel('New Password', { exact: true }).fill('short');
    await page.getByRole('button', { name: 'Save New Password' }).click();
    await expect(page.getByLabel('New Password', { exact: true })).toHaveAccessibleDescription(
      'New Password must be at least 8 characters',
    );
    const newPassword = 'Linked-Reset-2025!';
    await page.getByLabel('New Password', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirm New Password').fill(newPassword);
    await page.getByRole('button', { name: 'Save New Password' }).click();
    await expect(page.getByRole('heading', { name: 'Password Reset!' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Proceed to Login' })).toHaveAttribute('href', '/login');

    const login = await request.post('/api/auth/login', {
      data: { identifier: account.username, password: newPassword },
    });
    expect(login.status()).toBe(200);

    // The same link again: used.
    await page.goto(linkPath);
    await expect(page.getByRole('heading', { name: 'Invalid Link' })).toBeVisible();
    await expect(
      page.getByText('This reset password link is invalid or has expired. Please request a new one.'),
    ).toBeVisible();
    await page.getByRole('link', { name: 'Request New Link' }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);

    // An unknown token, and no token at all.
    await page.goto('/reset-password/0123456789abcdefghijABCDEFGHIJ0123456789abc');
    await expect(page.getByRole('heading', { name: 'Invalid Link' })).toBeVisible();
    await page.goto('/reset-password');
    await expect(page.getByRole('heading', { name: 'Invalid Link' })).toBeVisible();
    // spec 1 §8: the link without a token says both texts, once each.
    await expect(
      page.getByRole('status').getByText('Invalid reset password link', { exact: true }),
    ).toBeVisible();
    await expect(page.getByText('Invalid reset token', { exact: true })).toBeVisible();
  });
});

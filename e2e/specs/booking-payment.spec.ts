import { acceptTerms, createActiveAccount, logIn, logInAsAdmin } from '../fixtures/accounts';
import { adminHeaders, bookThroughApi, findUnit } from '../fixtures/booking';
import { expectPlaceholdersWhole } from '../fixtures/layout';
import {
  type DraftSlot,
  fillGuest,
  getBookingStatus,
  getSlot,
  openPaymentPage,
  proceedToPopup,
  readPaymentInvoice,
  simulatorPopup,
  venueDate,
} from '../fixtures/payment';
import { expect, LANGUAGE_STORAGE_KEY, test } from '../fixtures/test';

// Booking payment, success and cancelled pages (spec 2 §2, §4 "Booking payment outcomes", §5 "Payment
// page", §8). Each journey books its own day, 150 to 179 days ahead, so journeys running in parallel
// (and the wizard's, which book near dates) never want the same slot.

const TERMS_BOX = /I have read and agree to the/;
const FAILED_REQUEST = /Failed to load resource: the server responded with a status of 4\d\d/;

// Accounts are made through the API (password hashing), and the simulator posts its webhook before
// answering; on a busy machine a journey outgrows the default 30 s.
test.describe.configure({ timeout: 90_000 });

// A journey tagged @phone runs in both projects: the phone run books a week later.
const slot = (days: number, overrides: Partial<DraftSlot> = {}): DraftSlot => ({
  unitId: 1,
  date: venueDate(days + (test.info().project.name === 'phone' ? 7 : 0)),
  startTime: '14:00',
  duration: 2,
  ...overrides,
});

test.describe('booking payment', () => {
  test('without a booking draft the page goes back to /rent', async ({ page }) => {
    await page.goto('/booking-payment');
    await expect(page).toHaveURL(/\/rent$/);
    await expect(page.getByText('Detail booking tidak ditemukan, silakan mulai lagi.')).toBeVisible();
  });

  test('every placeholder is whole on a 360 px phone, in English and in Bahasa Indonesia', async ({
    page,
    request,
  }) => {
    // Issue 30: 'Name of the person booking' and 'contoh: OPENINGYUK' were cut. Opening the page books
    // nothing: any day will do.
    await page.setViewportSize({ width: 360, height: 740 });
    await openPaymentPage(page, request, slot(151));
    await expect(page.getByPlaceholder('ex: OPENINGYUK')).toBeVisible();
    await expectPlaceholdersWhole(page.locator('input[placeholder]'));
    await page.evaluate((key) => window.localStorage.setItem(key, 'id'), LANGUAGE_STORAGE_KEY);
    await page.reload();
    await expect(page.getByPlaceholder('contoh: OPENINGYUK')).toBeVisible();
    await expectPlaceholdersWhole(page.locator('input[placeholder]'));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });

  test('a guest fills the form, pays in the popup and lands on Success with the invoice @phone', async ({
    page,
    request,
  }) => {
    await openPaymentPage(page, request, slot(150));
    await expect(page.getByRole('heading', { name: 'Guest Booking' })).toBeVisible();
    await expect(page.getByRole('checkbox', { name: 'Use my account information' })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Payment Method' })).toHaveCount(0);

    // Nothing filled: the spec's messages, and no booking.
    await page.getByRole('button', { name: 'Proceed to Payment' }).click();
    await expect(page.getByText('Customer name and phone are required')).toBeVisible();
    await expect(page.getByText('You must agree to the Terms & Conditions first.')).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    // The phone keeps digits only.
    await fillGuest(page, 'Budi Tamu', '0812-3456 7890');
    await expect(page.getByLabel('Phone Number', { exact: true })).toHaveValue('081234567890');
    await acceptTerms(page, TERMS_BOX);
    await proceedToPopup(page);
    const invoice = await readPaymentInvoice(page);
    await simulatorPopup(page).getByRole('button', { name: 'Bayar / Pay' }).click();

    await expect(page).toHaveURL(`/booking-success?invoice_number=${invoice}`);
    await expect(page.getByText('Payment successful!')).toBeVisible();
    await expect(page.getByTestId('booking-status-badge')).toHaveText('Success');
    await expect(page.getByTestId('invoice-number')).toHaveText(invoice);
    await expect(page.getByText('2 hours')).toBeVisible();
    await expect(page.getByText('2 people')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Home' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'See booking history' })).toHaveCount(0);
    expect((await getBookingStatus(request, invoice)).status).toBe('confirmed');
    // The booking is over for this tab: the draft is gone, so the payment page sends to /rent.
    await expect
      .poll(() => page.evaluate(() => window.sessionStorage.getItem('ruangmain.booking-draft')))
      .toBeNull();
  });

  test("a customer pays with the account's details and earns points", async ({ page, request }) => {
    const account = await createActiveAccount(request);
    await logIn(page, account.username, account.password);
    await openPaymentPage(page, request, slot(151));
    await expect(page.getByRole('heading', { name: 'Guest Booking' })).toHaveCount(0);

    // Filled in for them from the start (issue 30): the box ticked, the fields locked; unticked, free.
    const useAccount = page.getByRole('checkbox', { name: 'Use my account information' });
    await expect(useAccount).toBeChecked();
    await expect(page.getByLabel('Full Name', { exact: true })).toHaveValue(account.name);
    await useAccount.uncheck();
    await expect(page.getByLabel('Full Name', { exact: true })).not.toHaveAttribute('readonly', '');
    await useAccount.check();
    await expect(page.getByLabel('Full Name', { exact: true })).toHaveValue(account.name);
    await expect(page.getByLabel('Phone Number', { exact: true })).toHaveValue(account.phone);
    await expect(page.getByLabel('Full Name', { exact: true })).toHaveAttribute('readonly', '');
    await expect(page.getByLabel('Phone Number', { exact: true })).toHaveAttribute('readonly', '');
    await acceptTerms(page, TERMS_BOX);
    await proceedToPopup(page);
    await simulatorPopup(page).getByRole('button', { name: 'Bayar / Pay' }).click();

    await expect(page.getByTestId('booking-status-badge')).toHaveText('Success');
    // 2 hours × 4 points per hour of the PS5 Regular units.
    await expect(page.getByTestId('points-earned')).toContainText('You earned 8 points');
    await expect(page.getByRole('link', { name: 'See booking history' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Book another Room' })).toBeVisible();
    // At 1280 px each button shows its whole label inside its own box (issue 12, defect 2).
    for (const name of ['View Receipt', 'See booking history', 'Book another Room']) {
      const link = page.getByRole('link', { name });
      if ((await link.count()) === 0) continue;
      const whole = await link.evaluate((element) => {
        const box = element.getBoundingClientRect();
        const row = (element.parentElement as HTMLElement).getBoundingClientRect();
        return (
          element.scrollWidth <= element.clientWidth && box.left >= row.left && box.right <= row.right + 0.5
        );
      });
      expect(whole, name).toBe(true);
    }
    const token = await page.evaluate(() => window.localStorage.getItem('token'));
    const profile = await request.get('/api/customer/profile', {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(((await profile.json()) as { user: { total_points: number } }).user.total_points).toBe(8);
  });

  test('closing the popup asks first; cancelling frees the slot for the next visitor', async ({
    page,
    request,
  }) => {
    const booked = slot(152);
    await openPaymentPage(page, request, booked);
    await fillGuest(page);
    await acceptTerms(page, TERMS_BOX);
    await proceedToPopup(page);
    const invoice = await readPaymentInvoice(page);
    expect(await getSlot(request, booked)).toMatchObject({ is_available: false, is_pending: true });

    // Close, then continue: the popup opens again.
    await simulatorPopup(page).getByRole('button', { name: 'Tutup / Close' }).first().click();
    const closed = page.getByRole('dialog', { name: 'Change of plans?' });
    await expect(closed).toBeVisible();
    await closed.getByRole('button', { name: 'Continue Payment' }).click();
    await expect(simulatorPopup(page).getByRole('button', { name: 'Bayar / Pay' })).toBeVisible();

    // Close, then cancel.
    await simulatorPopup(page).getByRole('button', { name: 'Tutup / Close' }).first().click();
    await closed.getByRole('button', { name: 'Cancel Booking' }).click();
    await expect(page).toHaveURL('/booking-cancelled?reason=user_cancelled');
    await expect(page.getByRole('heading', { name: 'Booking Cancelled' })).toBeVisible();
    await expect(page.getByTestId('cancel-reason')).toHaveText('Payment was cancelled. Please try again.');
    // The customer's own choice, told calmly: a status, not a red alert (issue 30).
    await expect(page.getByRole('status').filter({ hasText: 'Payment was cancelled.' })).toBeVisible();
    await expect(page.getByTestId('cancel-reason')).toHaveAttribute('data-tone', 'neutral');
    await expect(page.getByRole('link', { name: 'Book a Room' })).toHaveAttribute('href', '/rent');
    expect((await getBookingStatus(request, invoice)).status).toBe('cancelled');
    expect(await getSlot(request, booked)).toMatchObject({ is_available: true, is_pending: false });
  });

  test('a failed payment lands on the cancelled page with the failure text', async ({ page, request }) => {
    await openPaymentPage(page, request, slot(153));
    await fillGuest(page);
    await acceptTerms(page, TERMS_BOX);
    await proceedToPopup(page);
    const invoice = await readPaymentInvoice(page);
    await simulatorPopup(page).getByRole('button', { name: 'Gagal / Fail' }).click();

    await expect(page).toHaveURL('/booking-cancelled?reason=payment_failed');
    // One message, in the page's language: the panel says it and no toast repeats it.
    await expect(page.getByTestId('cancel-reason')).toHaveText('Payment failed! Please try again.');
    await expect(page.getByRole('alert').filter({ hasText: 'Payment failed!' })).toBeVisible();
    await expect(page.getByText('Payment failed! Please try again.')).toHaveCount(1);
    await expect(
      page.getByText('Nothing was charged for this booking and its time slot is free again.'),
    ).toBeVisible();
    expect((await getBookingStatus(request, invoice)).status).toBe('cancelled');
  });

  test('leaving during a payment asks first, and leaving cancels it', async ({ page, request }) => {
    await openPaymentPage(page, request, slot(154), { viaWizard: true });
    await fillGuest(page);
    await acceptTerms(page, TERMS_BOX);
    // On a phone the button that opens the payment is at the foot of a long form.
    await page.setViewportSize({ width: 360, height: 740 });
    await proceedToPopup(page);
    const invoice = await readPaymentInvoice(page);

    // 'Pay later': the page waits for the payment and offers the window again.
    await simulatorPopup(page).getByRole('button', { name: 'Bayar nanti / Pay later' }).click();
    await expect(page.getByRole('heading', { name: 'Waiting for your payment' })).toBeVisible();
    // The state that matters is brought into view, not left above the greyed form (issue 12, defect 7).
    await expect(page.getByRole('heading', { name: 'Waiting for your payment' })).toBeInViewport();
    await page.setViewportSize({ width: 1280, height: 800 });

    // Browser back asks; staying keeps the payment.
    await page.goBack();
    const exit = page.getByRole('dialog', { name: 'Are you sure you want to exit?' });
    await expect(exit).toBeVisible();
    await exit.getByRole('button', { name: 'Continue Payment' }).click();
    await expect(exit).toBeHidden();
    await expect(page).toHaveURL('/booking-payment');
    await expect(page.getByRole('heading', { name: 'Waiting for your payment' })).toBeVisible();

    // A link asks too; leaving cancels the payment and goes where the link pointed.
    await page.getByRole('link', { name: 'FAQ' }).first().click();
    await exit.getByRole('button', { name: 'Yes, Exit' }).click();
    await expect(page).toHaveURL('/faq');
    await expect(page.getByText('Payment was cancelled. Please try again.')).toBeVisible();
    await expect.poll(async () => (await getBookingStatus(request, invoice)).status).toBe('cancelled');
  });

  test('the slot someone else holds is refused with the server message', async ({
    page,
    request,
    consoleGuard,
  }) => {
    consoleGuard.allow(FAILED_REQUEST);
    const taken = slot(155);
    const unit = await findUnit(request, 'PS5', 'Regular', 'PS5 Regular 1');
    await bookThroughApi(request, { unit, date: taken.date, start: taken.startTime, hours: 2 });

    await openPaymentPage(page, request, taken);
    await fillGuest(page);
    await acceptTerms(page, TERMS_BOX);
    await page.getByRole('button', { name: 'Proceed to Payment' }).click();
    await page.getByRole('button', { name: 'Confirm Booking' }).click();
    // spec 2 §8: 'Booking failed' over the final message, which always ends with ' (Status: code)'.
    const failure = page.getByRole('status').filter({ hasText: 'Unit is already booked' });
    await expect(failure.locator('strong')).toHaveText('Booking failed');
    await expect(
      failure.getByText('Booking failed (409): Unit is already booked (Status: 409)', { exact: true }),
    ).toBeVisible();
    await expect(page).toHaveURL('/booking-payment');
    await expect(page.getByRole('button', { name: 'Proceed to Payment' })).toBeEnabled();
  });

  test('a payment script that does not load is reported, and the window can be opened again', async ({
    page,
    request,
    consoleGuard,
  }) => {
    consoleGuard.allow(/Failed to load resource: net::ERR_FAILED/);
    await page.route('**/payments/simulator/snap/snap.js', (route) => route.abort());
    await openPaymentPage(page, request, slot(158));
    await fillGuest(page);
    await acceptTerms(page, TERMS_BOX);
    await page.getByRole('button', { name: 'Proceed to Payment' }).click();
    await page.getByRole('button', { name: 'Confirm Booking' }).click();
    await expect(
      page.getByText('Payment gateway is not available. Please refresh the page and try again.'),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Waiting for your payment' })).toBeVisible();

    await page.unroute('**/payments/simulator/snap/snap.js');
    await page.getByRole('button', { name: 'Open payment window' }).click();
    await expect(simulatorPopup(page).getByRole('button', { name: 'Bayar / Pay' })).toBeVisible();
  });

  test('ten idle minutes with the popup closed cancel the booking (inactivity_timeout)', async ({
    page,
    request,
  }) => {
    await page.clock.install();
    await openPaymentPage(page, request, slot(156));
    await fillGuest(page);
    await acceptTerms(page, TERMS_BOX);
    await proceedToPopup(page);
    const invoice = await readPaymentInvoice(page);
    await simulatorPopup(page).getByRole('button', { name: 'Tutup / Close' }).first().click();
    await expect(page.getByRole('dialog', { name: 'Change of plans?' })).toBeVisible();

    await page.clock.fastForward('10:01');
    await expect(page).toHaveURL('/booking-cancelled?reason=inactivity_timeout');
    await expect(page.getByTestId('cancel-reason')).toHaveText(
      'The payment session ended after a while without activity. Please try again.',
    );
    expect((await getBookingStatus(request, invoice)).status).toBe('cancelled');
  });

  test('an open popup is given five minutes (payment_timeout)', async ({ page, request }) => {
    await page.clock.install();
    await openPaymentPage(page, request, slot(157));
    await fillGuest(page);
    await acceptTerms(page, TERMS_BOX);
    await proceedToPopup(page);
    const invoice = await readPaymentInvoice(page);

    await page.clock.fastForward('05:01');
    await expect(page).toHaveURL('/booking-cancelled?reason=payment_timeout');
    await expect(page.getByTestId('cancel-reason')).toHaveText('Payment timeout. Please try again.');
    await expect(page.getByText('Payment timeout. Please try again.')).toHaveCount(1);
    await expect(page.locator('iframe[title="Payment simulator"]')).toHaveCount(0);
    expect((await getBookingStatus(request, invoice)).status).toBe('cancelled');
  });
});

test.describe('counter (OTS) booking by an admin', () => {
  test('cash needs the customer, books at once and shows the OTS banner', async ({ page, request }) => {
    await logInAsAdmin(page);
    await openPaymentPage(page, request, slot(160, { unitId: 2 }));
    await expect(page.getByRole('heading', { name: 'Payment Method' })).toBeVisible();
    await expect(page.getByRole('radio', { name: /Cash/ })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: 'Use my account information' })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Guest Booking' })).toHaveCount(0);

    await acceptTerms(page, TERMS_BOX);
    await page.getByRole('button', { name: 'Proceed to Payment' }).click();
    await expect(page.getByText('Customer name and phone are required')).toBeVisible();

    await fillGuest(page, 'Walk In Customer', '081298765432');
    await page.getByRole('button', { name: 'Proceed to Payment' }).click();
    const confirm = page.getByRole('dialog', { name: 'Confirm your booking' });
    await expect(confirm.getByText('The booking is confirmed at once as paid in cash.')).toBeVisible();
    await confirm.getByRole('button', { name: 'Confirm Booking' }).click();

    await expect(page).toHaveURL(/\/booking-success\?invoice_number=BOOK-/);
    await expect(page.getByTestId('booking-status-badge')).toHaveText('Success');
    await expect(page.getByText('OTS (Over The Counter) Booking')).toBeVisible();
    await expect(page.getByText('Booked at the counter and paid by cash.')).toBeVisible();
    await expect(page.getByTestId('points-earned')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Book another Room' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'See booking history' })).toHaveCount(0);
    const invoice = new URL(page.url()).searchParams.get('invoice_number') ?? '';
    expect(await getBookingStatus(request, invoice)).toMatchObject({
      status: 'confirmed',
      channel: 'ots',
      payment_method: 'cash',
    });
  });

  test('QRIS shows a code to scan and moves on once it is paid', async ({ page, request, context }) => {
    await logInAsAdmin(page);
    await openPaymentPage(page, request, slot(161, { unitId: 3 }));
    await page.getByText('QRIS', { exact: true }).click();
    await fillGuest(page, 'Walk In Customer', '081298765432');
    await acceptTerms(page, TERMS_BOX);
    await page.getByRole('button', { name: 'Proceed to Payment' }).click();
    await page.getByRole('button', { name: 'Confirm Booking' }).click();

    const qris = page.getByRole('dialog', { name: 'Scan to pay with QRIS' });
    await expect(qris.getByRole('img', { name: 'QRIS payment code' })).toBeVisible();
    const scanUrl = await qris.getByRole('link', { name: 'Open the QRIS payment page' }).getAttribute('href');
    expect(scanUrl).toMatch(/\/payments\/simulator\/qris\//);

    // The customer's phone scans and pays.
    const phone = await context.newPage();
    await phone.goto(scanUrl ?? '');
    await phone.getByRole('button', { name: /Simulasikan scan/ }).click();
    await phone.close();

    await expect(page).toHaveURL(/\/booking-success\?invoice_number=BOOK-/);
    await expect(page.getByText('Payment successful!')).toBeVisible();
    await expect(page.getByText('Booked at the counter and paid by QRIS.')).toBeVisible();
  });
});

test.describe('booking success page', () => {
  test('a pending booking is verified first, then shown as Pending Payment', async ({ page, request }) => {
    const pending = slot(165);
    const unit = await findUnit(request, 'PS5', 'Regular', 'PS5 Regular 1');
    const { data } = await bookThroughApi(request, {
      unit,
      date: pending.date,
      start: pending.startTime,
      hours: 1,
    });
    // The booking answer carries the invoice number too; the shared helper types only what it needs.
    const invoice = (data as typeof data & { invoice_number: string }).invoice_number;

    await page.goto(`/booking-success?invoice_number=${invoice}`);
    await expect(page.getByRole('heading', { name: 'Verifying booking...' })).toBeVisible();
    await expect(page.getByTestId('booking-status-badge')).toHaveText('Pending Payment', { timeout: 15_000 });
    await expect(page.getByText('1 hour', { exact: true })).toBeVisible();
    await expect(page.getByText('2 people')).toBeVisible();
  });

  test('the payment provider’s finish redirect with only its order id finds the booking', async ({
    page,
    request,
  }) => {
    const paid = slot(166);
    const unit = await findUnit(request, 'PS5', 'Regular', 'PS5 Regular 1');
    const { data } = await bookThroughApi(request, {
      unit,
      date: paid.date,
      start: paid.startTime,
      hours: 1,
      paymentMethod: 'cash',
      headers: await adminHeaders(request),
    });
    const invoice = (data as typeof data & { invoice_number: string }).invoice_number;

    // What the provider appends to its finish URL; the page asks the server, never trusts the status.
    await page.goto(`/booking-success?order_id=${invoice}-1&status_code=200&transaction_status=settlement`);
    await expect(page.getByTestId('booking-status-badge')).toHaveText('Success', { timeout: 15_000 });
    await expect(page.getByTestId('invoice-number')).toHaveText(invoice);
  });

  test('a tab that lost the payment while the customer was away finds it again (10-minute backup)', async ({
    page,
    request,
  }) => {
    await openPaymentPage(page, request, slot(167));
    await fillGuest(page);
    await acceptTerms(page, TERMS_BOX);
    await proceedToPopup(page);
    const invoice = await readPaymentInvoice(page);

    // A new tab has its own sessionStorage, as a tab the browser discarded meanwhile comes back with none.
    const returned = await page.context().newPage();
    await returned.goto('/booking-success');
    await expect(returned.getByTestId('invoice-number')).toHaveText(invoice, { timeout: 15_000 });
    await expect(returned.getByTestId('booking-status-badge')).toHaveText('Pending Payment', {
      timeout: 15_000,
    });
  });

  test('without an invoice number it offers help', async ({ page }) => {
    await page.goto('/booking-success');
    await expect(page.getByRole('heading', { name: "Can't find your booking?" })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Need help?' })).toBeVisible();
    await expect(page.getByRole('link', { name: /Call \+62/ })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Home' })).toBeVisible();
  });
});

test.describe('booking cancelled page', () => {
  test('opened with no booking, it says only what is known @phone', async ({ page }) => {
    await page.goto('/booking-cancelled?reason=payment_failed');
    await expect(page.getByRole('heading', { name: 'Booking Cancelled' })).toBeVisible();
    await expect(page.getByTestId('cancel-reason')).toHaveText('Payment failed! Please try again.');
    await expect(page.getByText('No payment was completed on this page.')).toBeVisible();
    await expect(page.getByText(/Nothing was charged/)).toHaveCount(0);
  });
});

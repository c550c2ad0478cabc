import type { Page } from '@playwright/test';
import { acceptTerms, createActiveAccount, logIn } from '../fixtures/accounts';
import { findUnit, weekdayAhead } from '../fixtures/booking';
import { paidOnlineBooking, startAround, useDeskServer } from '../fixtures/desk';
import {
  addItem,
  applyPromo,
  chooseSeating,
  confirmOrder,
  continueToCheckout,
  expectPopup,
  fillContact,
  getFoodOrder,
  heldFreeTea,
  menuCard,
  openMenu,
  openWithReward,
  promoTimesUsed,
  readFoodPayment,
} from '../fixtures/food';
import { simulatorPopup } from '../fixtures/payment';
import { customerHeaders } from '../fixtures/rewards';
import { expect, holdRequests, test } from '../fixtures/test';

// The food and drinks page and its success page (spec 2 §2 "Food and drinks page", "Food order success
// page", §4 "Food page", §5 "Food page", §8 toasts): orders for a table, a unit and take-away, paid in
// the payment simulator; a free-food reward; the popup closed and the order cancelled; the page's checks.

const TERMS_BOX = /I have read and agree to the/;
const NONE_PLAYING_NOTE =
  'You have no session playing right now, so there is no unit to send food to yet. Once your session starts you can choose it here; until then, order for a table or take away.';
/** The history shows a kitchen move this soon: through its stream, not its 30-second refresh. */
const LIVE_WITHIN_MS = 3_000;
const GUEST_UNIT_NOTE =
  'Food can go to your unit once you are logged in and your session is playing. For now, order for a table or take away.';

// Each journey places and pays an order in a browser on a shared machine.
test.describe.configure({ timeout: 90_000 });

/** A toast with exactly this text. */
const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });

/** A success toast lasts 2 seconds: it is watched for from before the action that raises it. */
async function expectToastFrom(page: Page, text: string, action: () => Promise<void>) {
  const shown = expect(toast(page, text)).toBeVisible({ timeout: 20_000 });
  await action();
  await shown;
}

/**
 * Pays in the simulator's popup: 'Payment successful!' (a 2-second toast, watched from before the
 * click), then the success page with the server's Success.
 */
async function payAndSeeSuccess(page: Page) {
  await expectToastFrom(page, 'Payment successful!', () =>
    simulatorPopup(page).getByRole('button', { name: 'Bayar / Pay' }).click(),
  );
  await expect(page).toHaveURL(/\/food-drinks\/success\?/);
  await expect(page.getByRole('heading', { name: 'Order Successful!' })).toBeVisible();
  await expect(page.getByTestId('booking-status-badge')).toHaveText('Success');
}

/** The Additional Notes field. */
const notesBox = (page: Page) => page.getByRole('textbox', { name: 'Additional Notes' });

/** A definition of the success page's facts by its term. */
const fact = (page: Page, term: string) => page.getByRole('term').filter({ hasText: term }).locator('+ dd');

test.describe('orders that use OPENINGYUK', () => {
  // Both count the same promo's uses: one at a time.
  test.describe.configure({ mode: 'serial' });

  test('a guest orders two drinks for table 5 with OPENINGYUK, pays in the popup and sees Success with the server total', async ({
    page,
    request,
  }) => {
    await openMenu(page);
    await addItem(page, 'Es Jeruk', 2);
    const summary = page.getByRole('complementary', { name: 'Booking Summary' });
    await expect(summary.getByText('2 items')).toBeVisible();
    await expect(summary.getByTestId('order-total')).toHaveText('Rp22.000');
    await continueToCheckout(page);

    await fillContact(page);
    await expect(page.getByRole('radio', { name: /^Table/ })).toBeChecked();
    await page.getByLabel('Table Number').fill('5');
    await expectToastFrom(page, 'Voucher "OPENINGYUK" applied! 10% discount', () =>
      applyPromo(page, ' openingyuk '),
    );
    const order = page.getByRole('region', { name: 'Order Summary' });
    // Rp20.000 food, 10% off (Rp2.000), PB1 10% of Rp18.000 (Rp1.800).
    await expect(order.getByText('Promo OPENINGYUK (10%)')).toBeVisible();
    await expect(order.getByText('PB1 (10%)')).toBeVisible();
    await expect(order.getByTestId('order-total')).toHaveText('Rp19.800');
    await acceptTerms(page, TERMS_BOX);
    await expectToastFrom(page, 'Order submitted successfully! Opening payment gateway...', () =>
      confirmOrder(page),
    );
    await expectPopup(page);
    const { invoiceNumber } = await readFoodPayment(page);
    expect(invoiceNumber).toMatch(/^FNB-\d{8}-[0-9A-Z]{6}$/);

    await payAndSeeSuccess(page);
    const server = await getFoodOrder(request, invoiceNumber);
    expect(server).toMatchObject({ status: 'confirmed', booking_type: 'fnb', total_price: 19_800 });
    expect(server.transactions[0]).toMatchObject({
      promo_code: 'OPENINGYUK',
      discount_amount: 2_000,
      tax_amount: 1_800,
    });
    await expect(page.getByTestId('invoice-number')).toHaveText(invoiceNumber);
    await expect(page.getByTestId('order-success-total')).toHaveText('Rp19.800');
    await expect(fact(page, 'Payment Method')).toHaveText('Online Payment');
    await expect(fact(page, 'Seating')).toHaveText('Table 5');
    await expect(page.getByTestId('order-success-items')).toHaveText(['Es Jeruk2× Rp10.000']);
    await expect(page.getByTestId('order-next-steps').getByRole('listitem')).toHaveCount(3);
    // Paid: the steps no longer ask for the payment (issue 30).
    await expect(page.getByTestId('order-next-steps').getByRole('listitem').first()).toContainText(
      'Your payment is received.',
    );
    await expect(page.getByText('Complete your payment in the payment window.')).toHaveCount(0);
    await expect(page.getByText('Estimated preparation: 15–30 minutes')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    await expect(page.getByRole('link', { name: 'Order More' })).toHaveAttribute('href', '/food-drinks');
    await expect(page.getByRole('link', { name: /^Call / })).toHaveAttribute('href', /^tel:/);
    await expect(page.getByRole('link', { name: 'WhatsApp us' })).toHaveAttribute(
      'href',
      /^https:\/\/wa\.me\//,
    );
  });

  test('closing the popup asks "Change of plans?"; Adjust Order cancels the order and frees the promo use', async ({
    page,
    request,
  }) => {
    await openMenu(page);
    await addItem(page, 'Lemon Tea');
    await continueToCheckout(page);
    await fillContact(page);
    await page.getByLabel('Table Number').fill('7');
    await expectToastFrom(page, 'Voucher "OPENINGYUK" applied! 10% discount', () =>
      applyPromo(page, 'OPENINGYUK'),
    );
    await acceptTerms(page, TERMS_BOX);
    const usesBefore = await promoTimesUsed(request, 'OPENINGYUK');
    await confirmOrder(page);
    await expectPopup(page);
    const { invoiceNumber } = await readFoodPayment(page);
    expect(await promoTimesUsed(request, 'OPENINGYUK')).toBe(usesBefore + 1);

    // Close, then continue: the popup opens again with the same order.
    await simulatorPopup(page).getByRole('button', { name: 'Tutup / Close' }).first().click();
    const closed = page.getByRole('dialog', { name: 'Change of plans?' });
    await expect(closed).toBeVisible();
    await closed.getByRole('button', { name: 'Continue Payment' }).click();
    await expectPopup(page);

    // Close, then adjust: cancel-payment first, the promo's use is given back, the menu shows again.
    const cancelled = page.waitForRequest(
      (request) => request.method() === 'POST' && /\/cancel-payment$/.test(request.url()),
    );
    await simulatorPopup(page).getByRole('button', { name: 'Tutup / Close' }).first().click();
    await closed.getByRole('button', { name: 'Adjust Order' }).click();
    expect((await cancelled).postDataJSON()).toMatchObject({ reason: 'user_cancelled' });
    await expect(toast(page, 'Payment was cancelled. Please try again.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Continue to Payment' })).toBeVisible();
    await expect(page).toHaveURL('/food-drinks');
    expect((await getFoodOrder(request, invoiceNumber)).status).toBe('cancelled');
    expect(await promoTimesUsed(request, 'OPENINGYUK')).toBe(usesBefore);
  });
});

test('a logged-in customer with no session playing is told so under Unit, and orders for a table on the account', async ({
  page,
  request,
}) => {
  const account = await createActiveAccount(request);
  await logIn(page, account.username, account.password);
  await openMenu(page);
  await addItem(page, 'Nasi Goreng Spesial');
  await continueToCheckout(page);

  await page.getByRole('checkbox', { name: 'Use my account information' }).check();
  await expect(page.getByLabel('Full Name', { exact: true })).toHaveValue(account.name);
  await expect(page.getByLabel('Full Name', { exact: true })).not.toBeEditable();
  // Food goes to a unit only from its own party playing there now (issue 30): none, so none offered.
  await chooseSeating(page, 'Unit');
  await expect(page.getByTestId('no-unit-note')).toHaveText(NONE_PLAYING_NOTE);
  await expect(page.getByLabel('Your Unit')).toBeDisabled();
  await expect(page.getByLabel('Your Unit').locator('option')).toHaveCount(1);
  await chooseSeating(page, 'Table');
  await page.getByLabel('Table Number').fill('4');
  await notesBox(page).fill('Pedas sedang');
  await expect(page.getByTestId('notes-counter')).toHaveText('12/200');
  await acceptTerms(page, TERMS_BOX);
  // Rp28.000 and PB1 10%.
  await expect(page.getByRole('region', { name: 'Order Summary' }).getByTestId('order-total')).toHaveText(
    'Rp30.800',
  );
  await confirmOrder(page);
  await expectPopup(page);
  const { invoiceNumber } = await readFoodPayment(page);
  await payAndSeeSuccess(page);
  await expect(fact(page, 'Seating')).toHaveText('Table 4');
  await expect(page.getByTestId('order-success-total')).toHaveText('Rp30.800');

  // The order is the customer's: it is in their history as food.
  const token = await page.evaluate(() => window.localStorage.getItem('token'));
  const history = await request.get('/api/customer/booking-history', {
    params: { type: 'fnb' },
    headers: { authorization: `Bearer ${token}` },
  });
  const { data } = (await history.json()) as {
    data: Array<{ invoice_number: string; notes: string | null }>;
  };
  expect(data.map((booking) => booking.invoice_number)).toContain(invoiceNumber);
});

test.describe('food to one’s own unit, followed live in the history (issue 30)', () => {
  // A session playing now needs a booking whose start has passed, which only SQL can make: a product
  // server of this describe's own on the local PostgreSQL server (fixtures/desk.ts).
  test.describe.configure({ mode: 'serial' });
  const desk = useDeskServer();

  test('a customer playing VVIP 1 is offered only that unit, orders to it, and sees the kitchen’s Preparing and Served without a reload', async ({
    page,
  }) => {
    const account = await createActiveAccount(desk.api);
    const headers = await customerHeaders(desk.api, account);
    const unit = await findUnit(desk.api, 'PS5', 'VVIP', 'VVIP 1');
    const booked = await paidOnlineBooking(
      desk.api,
      { account, headers },
      { unit, date: weekdayAhead(1, 1), start: '10:00', hours: 2 },
    );
    // Started half an hour ago, nobody checked in yet: within its time, so at its unit.
    await startAround(desk.server.sql, booked.id, -30, 2);

    await logIn(page, account.username, account.password, {
      baseUrl: desk.server.baseUrl,
      landing: '/food-drinks',
    });
    await expect(menuCard(page, 'Es Teh Manis')).toBeVisible({ timeout: 20_000 });
    await addItem(page, 'Es Teh Manis');
    await continueToCheckout(page);
    await chooseSeating(page, 'Unit');
    const unitPicker = page.getByLabel('Your Unit');
    // Each unit reads 'unit · room' (spec 2 §2); only the customer's own, chosen for them.
    await expect(unitPicker.locator('option')).toHaveText(['Choose your unit', 'VVIP 1 · VVIP']);
    await expect(unitPicker).toHaveValue(String(unit.id));
    await expect(page.getByTestId('no-unit-note')).toHaveCount(0);
    await acceptTerms(page, TERMS_BOX);
    await confirmOrder(page);
    await expectPopup(page);
    const { invoiceNumber } = await readFoodPayment(page);
    await payAndSeeSuccess(page);
    await expect(fact(page, 'Seating')).toHaveText('Unit VVIP 1');

    // Another unit is refused by the server, whatever a page sends.
    const venueUnits = (await (await desk.api.get('/api/public/units')).json()).data as Array<{ id: number }>;
    const other = venueUnits.find((candidate) => candidate.id !== unit.id);
    if (!other) throw new Error('the venue has one unit');
    const refused = await desk.api.post('/api/book-fnb', {
      headers,
      data: { unit_id: other.id, fnbs: [{ id: 1, quantity: 1 }] },
    });
    expect(refused.status()).toBe(422);
    expect((await refused.json()).errors).toEqual({ unit_id: ['validation.in'] });

    // The history, open while the kitchen works: the same document throughout (no reload).
    await page.goto(desk.at('/book-history'));
    await page.evaluate(() => {
      (window as { sameDocument?: boolean }).sameDocument = true;
    });
    const card = page.locator(`[data-testid="booking-card"][data-invoice="${invoiceNumber}"]`);
    await expect(card.getByTestId('booking-status')).toHaveText('Confirmed');
    const orders = await desk.api.get('/api/admin/fnb-orders', { headers: desk.admin });
    const order = ((await orders.json()).data as Array<{ id: number; invoice_number: string }>).find(
      (candidate) => candidate.invoice_number === invoiceNumber,
    );
    if (!order) throw new Error('the order is not in the kitchen');
    const moveTo = async (status: 'preparing' | 'served') => {
      const moved = await desk.api.post(`/api/admin/fnb-orders/${order.id}/status`, {
        headers: desk.admin,
        data: { status },
      });
      expect(moved.status(), await moved.text()).toBe(200);
    };
    await moveTo('preparing');
    // Live: within 3 s of each move, where the 30-second refresh would come with one chance in ten,
    // and twice in a row with one in a hundred.
    await expect(card.getByTestId('booking-status')).toHaveText('Preparing', { timeout: LIVE_WITHIN_MS });
    await page.getByRole('tab', { name: 'Past' }).click();
    await expect(card).toHaveCount(0);
    await moveTo('served');
    await expect(card.getByTestId('booking-status')).toHaveText('Served', { timeout: LIVE_WITHIN_MS });
    expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
  });
});

test('a take-away order shows the pickup note and reaches Success as Take Away @phone', async ({
  page,
  request,
}) => {
  await openMenu(page);
  await addItem(page, 'Americano');
  await continueToCheckout(page);
  await fillContact(page);
  await chooseSeating(page, 'Take Away');
  await expect(page.getByLabel('Table Number')).toHaveCount(0);
  await expect(
    page.getByText('Your order will be ready at the counter. Show your invoice number when you pick it up.'),
  ).toBeVisible();
  await acceptTerms(page, TERMS_BOX);
  await confirmOrder(page);
  await expectPopup(page);
  const { invoiceNumber } = await readFoodPayment(page);
  await payAndSeeSuccess(page);
  await expect(fact(page, 'Seating')).toHaveText('Take Away');
  await expect(page.getByTestId('order-success-total')).toHaveText('Rp19.800');
  expect((await getFoodOrder(request, invoiceNumber)).total_price).toBe(19_800);
});

test('a reward order: the tea is FREE and fixed, and the order reaches Success with Rp0', async ({
  page,
  request,
}) => {
  const account = await createActiveAccount(request);
  const application = await heldFreeTea(request, account, 17);
  await logIn(page, account.username, account.password);
  await expectToastFrom(page, 'Free F&B reward applied! You have 1 free item(s).', () =>
    openWithReward(page, application),
  );

  // Search and categories are off; the tea is in, FREE with its price struck through, not adjustable.
  await expect(page.getByRole('searchbox')).toBeDisabled();
  await expect(page.getByRole('button', { name: 'All', exact: true })).toBeDisabled();
  const tea = menuCard(page, 'Es Teh Manis');
  await expect(tea.getByText('FREE')).toHaveCount(2);
  await expect(tea.locator('.line-through')).toContainText('Rp6.000');
  await expect(tea.getByText('×1')).toBeVisible();
  await page.getByRole('button', { name: 'Add Es Jeruk' }).click();
  await expect(toast(page, 'Cannot modify items in reward booking. Items are pre-selected.')).toBeVisible();

  await continueToCheckout(page);
  await page.getByRole('checkbox', { name: 'Use my account information' }).check();
  await page.getByLabel('Table Number').fill('3');
  // No terms and no promo for a reward order.
  await expect(page.getByRole('checkbox', { name: TERMS_BOX })).toHaveCount(0);
  await expect(page.getByLabel('Promo Code', { exact: true })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Order Summary' }).getByTestId('order-total')).toHaveText(
    'Rp0',
  );
  await expectToastFrom(page, 'Order submitted successfully! Your reward has been applied.', () =>
    confirmOrder(page),
  );

  await expect(page).toHaveURL(/\/food-drinks\/success\?/);
  await expect(page.getByTestId('booking-status-badge')).toHaveText('Success');
  await expect(page.getByTestId('order-success-total')).toHaveText('Rp0');
  await expect(fact(page, 'Payment Method')).toHaveText('Reward Points');
  await expect(page.getByTestId('order-next-steps').getByRole('listitem')).toHaveCount(2);
  const invoiceNumber = (await page.getByTestId('invoice-number').textContent()) ?? '';
  expect(await getFoodOrder(request, invoiceNumber)).toMatchObject({ status: 'confirmed', total_price: 0 });

  // The reward is used: placing it again is refused.
  const again = await request.post('/api/book-fnb', {
    data: {
      user_reward_id: application.user_reward_id,
      table_number: '3',
      fnbs: application.items.map(({ id, quantity }) => ({ id, quantity })),
    },
    headers: { authorization: `Bearer ${await page.evaluate(() => window.localStorage.getItem('token'))}` },
  });
  expect(again.status()).toBe(422);
});

test('the page checks what spec 2 §5 lists, where it belongs', async ({ page, consoleGuard }) => {
  // The refused promos answer 422 and 404, which the browser logs.
  consoleGuard.allow(/status of (422|404)/);
  await openMenu(page);

  // SOLD OUT items cannot be added.
  const soldOut = menuCard(page, 'Chicken Katsu Rice Bowl');
  await expect(soldOut.getByText('SOLD OUT')).toBeVisible();
  await expect(soldOut.getByRole('button', { name: 'Add Chicken Katsu Rice Bowl' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Continue to Payment' })).toBeDisabled();

  // The promo: empty, then with nothing ordered.
  const summary = page.getByRole('complementary', { name: 'Booking Summary' });
  await summary.getByRole('button', { name: 'Apply', exact: true }).click();
  await expect(toast(page, 'Please enter a promo code')).toBeVisible();
  await applyPromo(page, 'OPENINGYUK');
  await expect(toast(page, 'Please select at least one item before applying promo')).toBeVisible();

  // A quantity never goes below zero: at zero the item leaves the order.
  await addItem(page, 'Es Teh Manis');
  await page.getByRole('button', { name: 'One less Es Teh Manis' }).click();
  await expect(page.getByRole('button', { name: 'Add Es Teh Manis' })).toBeVisible();
  await expect(summary.getByText('No items yet. Add something from the menu.')).toBeVisible();

  // Promo validity, as the server checks it: inactive, not yet started, expired, used up, unknown.
  await addItem(page, 'Es Teh Manis');
  for (const [code, message] of [
    ['DISABLED5', 'Oops! Promo ini sudah tidak berlaku! Nantikan promo menarik dari kami.'],
    ['SOONPLAY', 'Promo ini belum aktif. Silakan coba lagi nanti.'],
    ['MERDEKA17', 'Promo ini sudah expired. Silakan coba promo lainnya.'],
    ['FLASH50', 'Promo ini sudah habis digunakan. Silakan coba promo lainnya.'],
    ['NOSUCHCODE', 'Promo yang Anda masukan tidak ditemukan'],
  ] as const) {
    await applyPromo(page, code);
    await expect(toast(page, message)).toBeVisible();
  }
  await continueToCheckout(page);

  // Submit with nothing filled in.
  await page.getByRole('button', { name: 'Proceed to Payment' }).click();
  await expect(
    toast(page, 'Please fill in all required fields and agree to terms & conditions'),
  ).toBeVisible();
  await expect(page.getByText('You must agree to the Terms & Conditions first.')).toBeVisible();

  // Table mode needs its number, unit mode its unit.
  await fillContact(page);
  await acceptTerms(page, TERMS_BOX);
  await page.getByRole('button', { name: 'Proceed to Payment' }).click();
  await expect(toast(page, 'Please enter table number')).toBeVisible();
  await expect(page.getByLabel('Table Number')).toHaveAttribute('aria-invalid', 'true');
  await chooseSeating(page, 'Unit');
  await page.getByRole('button', { name: 'Proceed to Payment' }).click();
  await expect(toast(page, 'Please select a unit')).toBeVisible();
  await expect(page.getByLabel('Your Unit')).toHaveAttribute('aria-invalid', 'true');
  // A guest's bookings are not known to the server: no unit to send food to (issue 30).
  await expect(page.getByTestId('no-unit-note')).toHaveText(GUEST_UNIT_NOTE);

  // Notes stop at 200 characters, counted.
  const notes = notesBox(page);
  await notes.fill('a'.repeat(250));
  await expect(notes).toHaveValue('a'.repeat(200));
  await expect(page.getByTestId('notes-counter')).toHaveText('200/200');

  // Back to Food Selection keeps the order.
  await page.getByRole('button', { name: 'Back to Food Selection' }).click();
  await expect(page.getByRole('group', { name: 'Quantity of Es Teh Manis' })).toContainText('1');
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test.describe('the payment popup and the clock (spec 2 §4 "Food page", §9)', () => {
  /** A guest's order of one Air Mineral for table 9, its popup open; resolves to its invoice number. */
  async function openPopupForGuest(page: Page): Promise<string> {
    await openMenu(page);
    await addItem(page, 'Air Mineral');
    await continueToCheckout(page);
    await fillContact(page);
    await page.getByLabel('Table Number').fill('9');
    await acceptTerms(page, TERMS_BOX);
    await confirmOrder(page);
    await expectPopup(page);
    return (await readFoodPayment(page)).invoiceNumber;
  }

  /** After a cancelled payment, step two with the order as it was, ready to be paid again. */
  async function expectOrderKept(page: Page) {
    await expect(page.getByRole('region', { name: 'Order Summary' }).getByRole('listitem')).toHaveText([
      /^1× Air Mineral/,
    ]);
    await expect(page.getByLabel('Table Number')).toHaveValue('9');
    await expect(page.getByRole('button', { name: 'Proceed to Payment' })).toBeEnabled();
  }

  /** The next cancel-payment the page sends. */
  const nextCancel = (page: Page) =>
    page.waitForRequest((request) => request.method() === 'POST' && /\/cancel-payment$/.test(request.url()));

  test('an open popup is given five minutes: payment_timeout cancels the order, kept to try again', async ({
    page,
    request,
  }) => {
    await page.clock.install();
    const invoiceNumber = await openPopupForGuest(page);

    const cancelled = nextCancel(page);
    await page.clock.fastForward('05:01');
    expect((await cancelled).postDataJSON()).toMatchObject({ reason: 'payment_timeout' });
    await expect(toast(page, 'Payment timeout. Please try again.')).toBeVisible();
    await expect(page.locator('iframe[title="Payment simulator"]')).toHaveCount(0);
    await expectOrderKept(page);
    await expect.poll(async () => (await getFoodOrder(request, invoiceNumber)).status).toBe('cancelled');
  });

  test('with the popup closed, the order’s 30 minutes end on the cancelled page (timeout)', async ({
    page,
    request,
  }) => {
    await page.clock.install();
    const invoiceNumber = await openPopupForGuest(page);
    await simulatorPopup(page).getByRole('button', { name: 'Tutup / Close' }).first().click();
    await expect(page.getByRole('dialog', { name: 'Change of plans?' })).toBeVisible();

    const cancelled = nextCancel(page);
    await page.clock.fastForward('30:01');
    expect((await cancelled).postDataJSON()).toMatchObject({ reason: 'timeout' });
    await expect(page).toHaveURL('/booking-cancelled?reason=timeout');
    await expect(page.getByTestId('cancel-reason')).toHaveText('Payment timeout. Please try again.');
    await expect.poll(async () => (await getFoodOrder(request, invoiceNumber)).status).toBe('cancelled');
  });

  test('a failed payment cancels the order (payment_failed) and keeps the items to try again', async ({
    page,
    request,
  }) => {
    const invoiceNumber = await openPopupForGuest(page);
    const cancelled = nextCancel(page);
    await simulatorPopup(page).getByRole('button', { name: 'Gagal / Fail' }).click();
    expect((await cancelled).postDataJSON()).toMatchObject({ reason: 'payment_failed' });
    await expect(toast(page, 'Payment failed! Please try again.')).toBeVisible();
    await expectOrderKept(page);
    await expect.poll(async () => (await getFoodOrder(request, invoiceNumber)).status).toBe('cancelled');
  });
});

test('a menu picture keeps its square while it loads, so nothing below it moves @phone', async ({ page }) => {
  // Held back until the boxes are measured: the document's own first paint, before any picture.
  const releasePictures = await holdRequests(page, /\/storage\/fnbs\//);
  await page.goto('/food-drinks', { waitUntil: 'domcontentloaded' });
  const box = page.getByRole('list', { name: 'Menu', exact: true }).locator('li article > div').first();
  const before = await box.boundingBox();
  releasePictures();
  await expect(
    page.getByRole('list', { name: 'Menu', exact: true }).locator('li img').first(),
  ).toHaveJSProperty('complete', true);
  const after = await box.boundingBox();
  expect(before?.height).toBeCloseTo(before?.width ?? 0, 0);
  expect(after).toEqual(before);
});

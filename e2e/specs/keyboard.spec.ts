import type { Locator, Page } from '@playwright/test';
import { findUnit, slotButton, stepButton, weekdayAhead } from '../fixtures/booking';
import {
  cashBooking,
  logInAsAdmin,
  openVenueAroundNow,
  paidFoodOrder,
  startAround,
  useDeskServer,
} from '../fixtures/desk';
import { expectFocusVisible, pressOn, pressUntilFocused, tabTo, typeInto } from '../fixtures/keyboard';
import { getBookingStatus, readPaymentInvoice, simulatorPopup } from '../fixtures/payment';
import { expect, test } from '../fixtures/test';

// Issue 30, "usable by everyone": the booking wizard and its payment, the walk-in and the check-in at
// the desk, and the kitchen, done with the keyboard alone (fixtures/keyboard.ts): every control reached
// by Tab and worked by Enter, Space or the arrows, its focus drawn, and a dialog that closes hands the
// focus back to what opened it.

const nextStep = (page: Page) => page.getByRole('button', { name: 'Next Step' });

/** Closes what is open with Escape, then with its close button, and expects `opener` focused each time. */
async function expectFocusReturns(page: Page, opener: Locator, open: () => Promise<Locator>, close: string) {
  let dialog = await open();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
  dialog = await open();
  await pressOn(page, dialog.getByRole('button', { name: close, exact: true }), 'Enter', { maxPresses: 40 });
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
}

test('a guest books from /rent through the five steps and pays, with the keyboard alone', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  // A Thursday of its own (and another on a retry), so no other journey's hold shapes its slots.
  const date = weekdayAhead(4, 7 + testInfo.retry);
  await page.goto('/rent');
  await expect(page.getByRole('heading', { level: 1, name: 'Book a Room' })).toBeVisible();

  // Step 1: the console's card.
  const ps5 = page
    .getByRole('list', { name: 'Choose a Console' })
    .getByRole('button', { name: 'PS5', exact: true });
  await tabTo(page, ps5);
  await expectFocusVisible(ps5);
  await page.keyboard.press('Enter');
  await expect(ps5).toHaveAttribute('aria-pressed', 'true');
  await tabTo(page, nextStep(page));
  await expectFocusVisible(nextStep(page));
  await page.keyboard.press('Enter');

  // Step 2: people, room, unit and game, the cards pressed with Space and Enter.
  await expect(page.getByRole('heading', { level: 2, name: /Room/ })).toBeVisible();
  await pressOn(page, page.getByRole('button', { name: '2 people', exact: true }), 'Space');
  await pressOn(
    page,
    page.getByRole('list', { name: 'Room Type' }).getByRole('button', { name: 'VVIP', exact: true }),
  );
  const unit = page
    .getByRole('list', { name: 'PS Unit' })
    .getByRole('button', { name: 'VVIP 1', exact: true });
  await pressOn(page, unit, 'Space');
  await expect(unit).toHaveAttribute('aria-pressed', 'true');
  const game = page.getByRole('list', { name: 'Game' }).getByRole('button').first();
  await pressOn(page, game);
  await expect(game).toHaveAttribute('aria-pressed', 'true');
  await pressOn(page, nextStep(page));

  // Step 3: the calendar turned to the date's month, the day, a start time and the hours.
  await expect(page.getByRole('heading', { level: 2, name: /Date & Time/ })).toBeVisible();
  const day = page.locator(`button[data-date="${date}"]`);
  await page.locator('button[data-date]').first().waitFor();
  for (let months = 0; months < 3 && !(await day.isVisible()); months += 1) {
    await pressOn(page, page.getByRole('button', { name: 'Next month' }));
  }
  await tabTo(page, day);
  await expectFocusVisible(day);
  await page.keyboard.press('Enter');
  await expect(day).toHaveAttribute('aria-pressed', 'true');
  const slot = slotButton(page, '16:00');
  await tabTo(page, slot);
  await expectFocusVisible(slot);
  await page.keyboard.press('Enter');
  await expect(slot).toHaveAttribute('data-state', 'selected');
  await pressOn(page, page.getByRole('button', { name: '2 hours', exact: true }));
  await pressOn(page, nextStep(page));

  // Step 4: a drink with the card's stepper, then on to the payment.
  await expect(page.getByRole('heading', { level: 2, name: /Food/ })).toBeVisible();
  await pressOn(page, page.getByRole('button', { name: 'Add Es Teh Manis', exact: true }), 'Enter', {
    maxPresses: 120,
  });
  await pressOn(page, page.getByRole('button', { name: 'One more Es Teh Manis', exact: true }));
  await expect(page.getByRole('group', { name: 'Quantity of Es Teh Manis' })).toContainText('2');
  await expect(stepButton(page, 'Payment')).toBeEnabled();
  await pressOn(page, page.getByRole('button', { name: 'Continue to Payment' }), 'Enter', {
    maxPresses: 120,
  });

  // Step 5, the payment page: the guest's contact, the terms read and agreed, the booking confirmed.
  await expect(page.getByRole('heading', { name: 'Booking Payment', level: 1 })).toBeVisible();
  await typeInto(page, page.getByLabel('Full Name', { exact: true }), 'Budi Tamu');
  await typeInto(page, page.getByLabel('Phone Number', { exact: true }), '081234567890');
  const terms = page.getByRole('checkbox', { name: /I have read and agree to the/ });
  await tabTo(page, terms);
  await expectFocusVisible(terms);
  await page.keyboard.press('Space');
  // The terms as the spec wrote them, in Indonesian (no language chosen): read to the end, agreed.
  const termsDialog = page.getByRole('dialog', { name: 'Syarat & Ketentuan' });
  await pressOn(page, termsDialog.getByRole('button', { name: 'Scroll ke Bawah' }));
  await pressOn(page, termsDialog.getByRole('checkbox'), 'Space');
  await pressOn(page, termsDialog.getByRole('button', { name: 'Setuju' }));
  await expect(termsDialog).toBeHidden();
  await expect(terms).toBeChecked();
  await expect(terms).toBeFocused();

  // The confirmation closes by Escape and by Cancel, each time back on Proceed to Payment.
  const proceed = page.getByRole('button', { name: 'Proceed to Payment' });
  await tabTo(page, proceed);
  const confirm = page.getByRole('dialog', { name: 'Confirm your booking' });
  await expectFocusReturns(
    page,
    proceed,
    async () => {
      await page.keyboard.press('Enter');
      await expect(confirm).toBeVisible();
      return confirm;
    },
    'Cancel',
  );
  await page.keyboard.press('Enter');
  await pressOn(page, confirm.getByRole('button', { name: 'Confirm Booking' }));

  // The simulator's window takes the focus; its Pay is a Tab or two away.
  const pay = simulatorPopup(page).getByRole('button', { name: 'Bayar / Pay' });
  await expect(pay).toBeVisible();
  const invoice = await readPaymentInvoice(page);
  await pressOn(page, pay, 'Enter', { maxPresses: 20 });
  await expect(page).toHaveURL(`/booking-success?invoice_number=${invoice}`);
  await expect(page.getByText('Payment successful!')).toBeVisible();
  expect((await getBookingStatus(request, invoice)).status).toBe('confirmed');
});

test.describe('at the desk', () => {
  // The back office as these journeys read it: in English, chosen on the device (fixtures/test.ts).
  test.use({ deviceLanguage: 'en' });
  test.describe.configure({ mode: 'serial', timeout: 120_000 });

  // A check-in needs a booking whose start is near, which only SQL makes: a server of this file's own,
  // open around now whatever the hour the journey runs at (fixtures/desk.ts).
  const desk = useDeskServer();
  const blockOf = (page: Page, invoice: string) =>
    page.locator(`[data-testid="board-block"][data-invoice="${invoice}"]`);

  test('a walk-in booked from a free slot, and a due party checked in from its block', async ({
    page,
  }, testInfo) => {
    // A retry takes other units: the first try's walk-in and party still hold theirs now.
    const [walkInUnit, dueUnit] = testInfo.retry
      ? ['PS4 Regular 3', 'PS5 Regular 2']
      : ['PS4 Regular 2', 'PS5 Regular 1'];
    await openVenueAroundNow(desk.api, desk.admin);
    const due = await cashBooking(desk.api, desk.admin, {
      unit: await findUnit(desk.api, 'PS5', 'Regular', dueUnit),
      date: weekdayAhead(2, 30 + testInfo.retry),
      start: '10:00',
      hours: 2,
    });
    await startAround(desk.server.sql, due.id, -5, 2);
    await logInAsAdmin(page, desk.server.baseUrl);
    await expect(page.getByTestId('board')).toBeVisible();

    // The board is one stop of Tab: the slot now is in, on the first unit; the arrows walk the grid.
    const freeSlot = page.getByRole('button', { name: /^Book .+ at \d\d:\d\d$/ });
    await tabTo(page, freeSlot, { maxPresses: 80 });
    await expectFocusVisible(freeSlot.and(page.locator(':focus')));
    const walkInSlot = page.getByRole('button', {
      name: new RegExp(`^Book ${walkInUnit} at \\d\\d:\\d\\d$`),
    });
    await pressUntilFocused(page, walkInSlot, 'ArrowDown', { maxPresses: 20 });
    const slot = walkInSlot.and(page.locator(':focus'));
    const unitAndTime = (await slot.getAttribute('aria-label'))?.replace(/^Book /, '') ?? '';

    // The walk-in dialog closes by Escape and by Close, each time back on its slot; then it books.
    const walkIn = page.getByRole('dialog', { name: `Walk-in on ${walkInUnit}` });
    await expectFocusReturns(
      page,
      page.getByRole('button', { name: `Book ${unitAndTime}`, exact: true }),
      async () => {
        await page.keyboard.press('Enter');
        await expect(walkIn).toBeVisible();
        return walkIn;
      },
      'Close',
    );
    await page.keyboard.press('Enter');
    await typeInto(page, walkIn.getByLabel('Name'), 'Agus Walkin');
    await typeInto(page, walkIn.getByLabel('Phone'), '081298765432');
    const gameField = walkIn.getByLabel('Game');
    await tabTo(page, gameField);
    await expectFocusVisible(gameField);
    await page.keyboard.press('ArrowDown');
    await expect(gameField).not.toHaveValue('');
    await expect(walkIn.getByLabel('Cash', { exact: true })).toBeChecked();
    await pressOn(page, walkIn.getByRole('button', { name: 'Book', exact: true }));
    await expect(page.getByText(/^Walk-in BOOK-\d{8}-\w+ booked\./)).toBeVisible();
    await expect(walkIn).toBeHidden();
    await expect(
      page.locator(`[data-testid="board-unit"][data-unit="${walkInUnit}"] [data-testid="board-block"]`),
    ).toContainText('Agus Walkin');

    // The due party's block is announced with unit, time, state and name, and opens its drawer.
    const block = blockOf(page, due.invoice);
    const announced = (state: string) =>
      new RegExp(`^${dueUnit}, \\d\\d:\\d\\d–\\d\\d:\\d\\d, ${state}, Rina Kartika$`);
    await expect(block).toHaveAccessibleName(announced('Due \\(not arrived\\)'));
    await tabTo(page, block, { maxPresses: 80 });
    await expectFocusVisible(block);
    const drawer = page.getByRole('dialog', { name: `Booking ${due.invoice}` });
    await expectFocusReturns(
      page,
      block,
      async () => {
        await page.keyboard.press('Enter');
        await expect(drawer).toBeVisible();
        return drawer;
      },
      'Close',
    );
    await page.keyboard.press('Enter');
    await pressOn(page, drawer.getByRole('button', { name: 'Check in', exact: true }));
    await expect(page.getByText('Checked in.')).toBeVisible();
    await expect(drawer.getByTestId('drawer-state')).toHaveText('Playing');
    await page.keyboard.press('Escape');
    await expect(block).toBeFocused();
    await expect(block).toHaveAccessibleName(announced('Playing'));
  });

  test('the kitchen moves an order on with the keyboard', async ({ page }) => {
    const order = await paidFoodOrder(desk.api, '31');
    await logInAsAdmin(page, desk.server.baseUrl);
    await page.goto(`${desk.server.baseUrl}/admin/kitchen`);
    await expect(page.getByRole('heading', { name: 'Kitchen', level: 1 })).toBeVisible();
    const card = page.locator(`[data-testid="kitchen-order"][data-invoice="${order.invoice}"]`);
    const start = card.getByRole('button', { name: 'Start preparing' });
    await tabTo(page, start, { maxPresses: 120 });
    await expectFocusVisible(start);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('region', { name: 'Preparing' }).locator(card)).toBeVisible();
    // The focus stays with the order in its new column, on its next step.
    await expect(card.getByRole('button', { name: 'Served' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('region', { name: 'Served' }).locator(card)).toBeVisible();
  });
});

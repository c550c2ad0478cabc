import type { Page } from '@playwright/test';
import { logInAsAdmin } from '../fixtures/accounts';
import { findUnit, weekdayAhead } from '../fixtures/booking';
import { wordsOf } from '../fixtures/catalogue-words';
import { useDeskServer } from '../fixtures/desk';
import { readPaymentInvoice, simulatorPopup, venueDate } from '../fixtures/payment';
import { expect, test } from '../fixtures/test';

// Issue 30: a customer books and pays, and the desk books a walk-in, with Bahasa Indonesia chosen on the
// device. Every word asserted or clicked is the Indonesian catalogue's (fixtures/catalogue-words.ts).
test.use({ deviceLanguage: 'id' });
test.describe.configure({ timeout: 120_000 });

const booking = wordsOf('id', 'booking');
const payment = wordsOf('id', 'payment');
const paymentLater = wordsOf('id', 'payment-later');
const outcome = wordsOf('id', 'payment-outcome');
const desk = wordsOf('id', 'desk');
const common = wordsOf('id', 'common');

async function pickDate(page: Page, date: string) {
  const day = page.locator(`button[data-date="${date}"]`);
  await page.locator('button[data-date]').first().waitFor();
  for (let months = 0; months < 3 && !(await day.isVisible()); months += 1) {
    await page.getByRole('button', { name: booking('dateTime.nextMonth') }).click();
  }
  await day.click();
}

test('a guest books and pays in Bahasa Indonesia', async ({ page, request }, testInfo) => {
  await findUnit(request, 'PS5', 'VIP', 'VIP 2');
  // A day of its own; a retry takes the next week, the first try's booking still holding its slot.
  const date = venueDate(4 + 7 * testInfo.retry);
  await page.goto('/rent');
  await expect(page.locator('html')).toHaveAttribute('lang', 'id');

  await page.getByRole('button', { name: 'PS5', exact: true }).click();
  await page.getByRole('button', { name: booking('wizard.next') }).click();
  await page.getByRole('button', { name: booking('room.people', { count: 2 }), exact: true }).click();
  await page
    .getByRole('list', { name: booking('room.roomsHeading') })
    .getByRole('button', { name: 'VIP', exact: true })
    .click();
  await page
    .getByRole('list', { name: booking('room.unitsHeading') })
    .getByRole('button', { name: 'VIP 2', exact: true })
    .click();
  await page
    .getByRole('list', { name: booking('room.gamesHeading') })
    .getByRole('button')
    .first()
    .click();
  await page.getByRole('button', { name: booking('wizard.next') }).click();

  await pickDate(page, date);
  await page
    .getByRole('list', { name: booking('dateTime.timeHeading') })
    .getByRole('button', { name: /^15:00, / })
    .click();
  await page.getByRole('button', { name: booking('dateTime.hours', { count: 2 }), exact: true }).click();
  await page.getByRole('button', { name: booking('wizard.next') }).click();
  await page.getByRole('button', { name: booking('food.add', { name: 'Es Teh Manis' }) }).click();
  await page.getByRole('button', { name: booking('wizard.toPayment') }).click();

  await expect(page).toHaveURL(/\/booking-payment$/);
  await expect(page.getByRole('heading', { name: payment('guest.title') })).toBeVisible();
  await page.getByLabel(payment('customer.fullName'), { exact: true }).fill('Sari Tamu');
  await page.getByLabel(payment('customer.phone'), { exact: true }).fill('081298765431');
  await page.getByRole('checkbox', { name: new RegExp(payment('terms.prefix')) }).click();
  const terms = page.getByRole('dialog');
  await terms.getByRole('button', { name: 'Scroll ke Bawah' }).click();
  await terms.getByRole('checkbox').check();
  await terms.getByRole('button', { name: 'Setuju' }).click();
  await page.getByRole('button', { name: payment('actions.proceed') }).click();
  const confirm = page.getByRole('dialog', { name: paymentLater('confirm.title') });
  await expect(confirm.getByText(paymentLater('confirm.text'))).toBeVisible();
  await confirm.getByRole('button', { name: paymentLater('confirm.submit') }).click();
  const pay = simulatorPopup(page).getByRole('button', { name: 'Bayar / Pay' });
  await expect(pay).toBeVisible();
  const invoice = await readPaymentInvoice(page);
  await pay.click();

  await expect(page).toHaveURL(`/booking-success?invoice_number=${invoice}`);
  await expect(page.getByTestId('booking-status-badge')).toHaveText(outcome('success.badge.success'));
  await expect(page.getByText(outcome('success.hours', { count: 2 })).first()).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'id');
});

test.describe('at the desk', () => {
  const server = useDeskServer();

  test('a walk-in is booked in Bahasa Indonesia, the staff side’s own language', async ({ page }) => {
    const date = weekdayAhead(4, 5);
    const unit = 'PS4 Regular 1';
    await logInAsAdmin(page, { baseUrl: server.server.baseUrl });
    await page.goto(server.at(`/admin?date=${date}`));
    await expect(page.locator('html')).toHaveAttribute('lang', 'id');
    await expect(page.getByRole('textbox', { name: desk('board.date') })).toHaveValue(date);

    await page.getByRole('button', { name: desk('board.freeSlot', { unit, time: '15:00' }) }).click();
    const dialog = page.getByRole('dialog', { name: desk('walkIn.title', { unit }) });
    await dialog.getByLabel(desk('walkIn.name')).fill('Agus Walkin');
    await dialog.getByLabel(desk('walkIn.phone')).fill('081298765433');
    await dialog.getByLabel(desk('walkIn.game')).selectOption({ index: 1 });
    await dialog.getByLabel(desk('walkIn.duration')).selectOption('2');
    await expect(dialog.getByLabel(desk('walkIn.cash'), { exact: true })).toBeChecked();
    await dialog.getByRole('button', { name: desk('walkIn.submit'), exact: true }).click();
    const done = desk('walkIn.done', { invoice: 'INVOICE' }).replace('INVOICE', 'BOOK-\\d{8}-\\w+');
    await expect(page.getByText(new RegExp(`^${done}$`))).toBeVisible();
    const walkIn = page.locator(`[data-testid="board-unit"][data-unit="${unit}"]`).getByTestId('board-block');
    await expect(walkIn).toContainText('Agus Walkin');
    await expect(walkIn).toContainText('15:00–17:00');
    await expect(page.getByRole('group', { name: common('language.label') })).toBeVisible();
  });
});

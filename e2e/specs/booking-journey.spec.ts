import { formatRupiah } from '@ruangmain/domain/money';
import { acceptTerms } from '../fixtures/accounts';
import {
  chooseRoom,
  expectedDemoPrice,
  findUnit,
  openSummary,
  pickDate,
  slotButton,
} from '../fixtures/booking';
import {
  fillGuest,
  proceedToPopup,
  readPaymentInvoice,
  simulatorPopup,
  venueDate,
} from '../fixtures/payment';
import { expect, test } from '../fixtures/test';

// The whole booking, as a guest makes it (issue "Booking wizard and payment pages", first acceptance
// point): the wizard from the first step, food and a promo, the payment page, the simulator's popup,
// and the success page — then the server's own record of what was booked and charged.

test.describe.configure({ timeout: 120_000 });

type BookingRecord = {
  status: string;
  duration: number;
  total_price: number;
  unit: { name: string };
  fnbs: Array<{ name: string; pivot: { quantity: number } }>;
  transactions: Array<{ promo_code: string | null; discount_amount: number; final_amount: number }>;
};

test('a guest books a PS5 unit tomorrow for 2 hours with food and OPENINGYUK, pays, and sees Success', async ({
  page,
  request,
}) => {
  const unit = await findUnit(request, 'PS5', 'VIP', 'VIP 2');
  const tomorrow = venueDate(1);

  await page.goto('/rent');
  await chooseRoom(page, { console: 'PS5', people: 2, room: 'VIP', unit: 'VIP 2' });
  await pickDate(page, tomorrow);
  await slotButton(page, '20:00').click();
  await page.getByRole('button', { name: '2 hours', exact: true }).click();
  await page.getByRole('button', { name: 'Next Step' }).click();

  await expect(page.getByRole('heading', { level: 2, name: /Food/ })).toBeVisible();
  await page.getByRole('button', { name: 'Add Es Teh Manis' }).click();
  await page.getByRole('button', { name: 'One more Es Teh Manis' }).click();
  await page.getByRole('button', { name: 'Add Indomie Goreng Telur' }).click();

  const summary = await openSummary(page);
  await summary.getByPlaceholder('ex: OPENINGYUK').fill('openingyuk');
  await summary.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('Voucher "OPENINGYUK" applied! 10% discount')).toBeVisible();

  const expected = await expectedDemoPrice(request, {
    pricePerHour: unit.price_per_hour,
    hours: 2,
    food: [
      ['Es Teh Manis', 2],
      ['Indomie Goreng Telur', 1],
    ],
    promoPercentage: 10,
  });
  await expect(summary.getByTestId('booking-total')).toHaveText(formatRupiah(expected.total));

  await page.getByRole('button', { name: 'Continue to Payment' }).click();
  await expect(page).toHaveURL(/\/booking-payment$/);
  await expect(page.getByRole('heading', { name: 'Guest Booking' })).toBeVisible();
  await fillGuest(page, 'Sari Tamu', '081298765432');
  await acceptTerms(page, /I have read and agree to the/);
  await proceedToPopup(page);
  const invoice = await readPaymentInvoice(page);
  await expect(simulatorPopup(page).getByText(formatRupiah(expected.total)).first()).toBeVisible();
  await simulatorPopup(page).getByRole('button', { name: 'Bayar / Pay' }).click();

  await expect(page).toHaveURL(`/booking-success?invoice_number=${invoice}`);
  await expect(page.getByTestId('booking-status-badge')).toHaveText('Success');
  await expect(page.getByTestId('invoice-number')).toHaveText(invoice);

  // What the server recorded: confirmed, the unit and hours chosen, the food, the promo, the total.
  const record = (await (await request.get(`/api/public/booking-status/${invoice}`)).json())
    .data as BookingRecord;
  expect(record).toMatchObject({
    status: 'confirmed',
    duration: 2,
    unit: { name: 'VIP 2' },
    total_price: expected.total,
  });
  expect(record.fnbs.map((line) => [line.name, line.pivot.quantity]).sort()).toEqual([
    ['Es Teh Manis', 2],
    ['Indomie Goreng Telur', 1],
  ]);
  expect(record.transactions[0]).toMatchObject({
    promo_code: 'OPENINGYUK',
    discount_amount: expected.discountAmount,
    final_amount: expected.total,
  });
});

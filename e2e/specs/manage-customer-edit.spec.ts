import { createActiveAccount, logInAsAdmin, uniquePhone } from '../fixtures/accounts';
import { bookThroughApi, findUnit, weekdayAhead } from '../fixtures/booking';
import { customerHeaders } from '../fixtures/rewards';
import { expect, test } from '../fixtures/test';

// The back office as these journeys read it: in English, chosen on the device (fixtures/test.ts).
test.use({ deviceLanguage: 'en' });

// Issue 17 "Customers": in a customer's detail the admin corrects their name and phone, sees a points
// adjustment as theirs, and opens one of the customer's bookings in the bookings screen's drawer.
test.describe.configure({ mode: 'serial', timeout: 90_000 });

test('edits a customer’s name and phone, names the adjuster, and opens their booking’s drawer', async ({
  page,
  request,
}) => {
  const customer = await createActiveAccount(request);
  const unit = await findUnit(request, 'PS5', 'Regular', 'PS5 Regular 2');
  const booked = await bookThroughApi(request, {
    unit,
    date: weekdayAhead(5, 7),
    start: '15:00',
    hours: 1,
    headers: await customerHeaders(request, customer),
  });
  const invoice = (booked as unknown as { invoice_number: string }).invoice_number;

  await logInAsAdmin(page);
  await page.goto('/admin/manage/customers');
  await page.getByLabel('Name, username or phone').fill(customer.username);
  const row = page.getByRole('row').filter({ hasText: customer.username });
  await row.getByRole('button', { name: 'Details' }).click();
  const dialog = page.getByRole('dialog', { name: customer.name });

  const newName = `${customer.name} Putra`;
  const newPhone = uniquePhone();
  const profile = dialog.getByRole('form', { name: 'Name and phone' });
  await profile.getByLabel('Full name').fill(newName);
  await profile.getByLabel('Phone number').fill(newPhone);
  await profile.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Name and phone saved.')).toBeVisible();
  const renamed = page.getByRole('dialog', { name: newName });
  await expect(renamed).toContainText(`@${customer.username} · ${newPhone}`);

  const points = renamed.getByRole('form', { name: 'Adjust points' });
  await points.getByLabel('Points').fill('10');
  await points.getByLabel('Reason').fill('Kompensasi antrean');
  await points.getByRole('button', { name: 'Adjust' }).click();
  await expect(renamed.getByText('Adjusted by Venue Admin: Kompensasi antrean')).toBeVisible();

  await renamed.getByRole('link', { name: invoice }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/bookings\\?booking=${booked.data.id}$`));
  await expect(
    page.getByTestId('booking-drawer').getByRole('heading', { name: `Booking ${invoice}` }),
  ).toBeVisible();
});

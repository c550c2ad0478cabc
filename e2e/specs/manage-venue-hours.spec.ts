import { acceptTerms } from '../fixtures/accounts';
import { chooseRoom, pickDate, slotButton, weekdayAhead } from '../fixtures/booking';
import { type Api, adminAuth, logInAsAdmin, openApi } from '../fixtures/desk';
import { fillGuest, proceedToPopup } from '../fixtures/payment';
import { expect, test } from '../fixtures/test';

// The back office as these journeys read it: in English, chosen on the device (fixtures/test.ts).
test.use({ deviceLanguage: 'en' });

// Record 0029 and issue 17's venue details: the booking hours set on the Venue screen drive /rent's
// slots, the footer and the terms at once; the venue's phone shows wherever a customer is told to call.
// On the worker's own product server (the manage project); the hours and phone are put back after.
test.describe.configure({ mode: 'serial', timeout: 150_000 });

let api: Api;
let admin: Record<string, string>;
let baseUrl: string;
let original: Record<string, unknown>;

test.beforeAll(async ({ ownServerUrl }) => {
  if (!ownServerUrl) throw new Error('manage-venue-hours runs in the manage project, on its own server');
  baseUrl = ownServerUrl;
  api = await openApi({ baseUrl });
  admin = await adminAuth(api);
  original = (await (await api.get('/api/admin/venue-settings', { headers: admin })).json()).data;
});
test.afterAll(async () => {
  if (original) await api.put('/api/admin/venue-settings', { headers: admin, data: original });
  await api?.dispose();
});

const at = (path: string) => `${baseUrl}${path}`;

test('Monday’s new hours on the Venue screen: /rent offers their slots, a booking at the new opening goes through, the footer and terms show them', async ({
  page,
  browser,
}) => {
  await logInAsAdmin(page, baseUrl);
  await page.goto(at('/admin/manage/venue'));
  const monday = page.getByTestId('hours-mon');
  await expect(monday.getByLabel('Monday closes at')).toHaveValue('1440');
  await monday.getByLabel('Monday opens at').selectOption({ label: '08:00' });
  await monday.getByLabel('Monday closes at').selectOption({ label: '07:00' });
  await page.getByRole('button', { name: 'Save details' }).click();
  await expect(monday.getByText('The closing time must be after the opening time.')).toBeVisible();

  await monday.getByLabel('Monday closes at').selectOption({ label: '21:00' });
  await page.getByTestId('hours-tue').getByLabel('Closed').check();
  await page.getByRole('button', { name: 'Save details' }).click();
  await expect(page.getByText('The venue details were saved.')).toBeVisible();
  await expect(monday.getByLabel('Monday closes at')).toHaveValue(String(21 * 60));

  const guest = await browser.newPage();
  await guest.goto(at('/rent'));
  await chooseRoom(guest, { console: 'PS5', people: 2, room: 'Regular', unit: 'PS5 Regular 1' });
  const date = weekdayAhead(1, 2);
  await pickDate(guest, date);
  await expect(slotButton(guest, '08:00')).toHaveAttribute('data-state', 'available');
  await expect(slotButton(guest, '20:30')).toBeVisible();
  await expect(slotButton(guest, '21:00')).toHaveCount(0);
  await expect(slotButton(guest, '23:30')).toHaveCount(0);
  // Tuesday is closed: no slot at all that day.
  await expect(guest.locator(`button[data-date="${weekdayAhead(2, 2)}"]`)).toBeDisabled();

  await slotButton(guest, '08:00').click();
  await guest.getByRole('button', { name: '1 hour', exact: true }).click();
  await guest.getByRole('button', { name: 'Next Step' }).click();
  await guest.getByRole('button', { name: 'Continue to Payment' }).click();
  await fillGuest(guest, 'Sari Pagi', '081298765401');
  await acceptTerms(guest, /I have read and agree to the/);
  await proceedToPopup(guest);

  await guest.goto(at('/faq'));
  const footer = guest.getByRole('contentinfo');
  await footer.scrollIntoViewIfNeeded();
  const hours = footer.getByTestId('opening-hours');
  await expect(hours.locator('div')).toHaveText([
    'Mon08:00–21:00',
    'TueClosed',
    'Wed–Thu10:00–00:00',
    'Fri14:00–01:00',
    'Sat10:00–01:00',
    'Sun10:00–00:00',
  ]);
  await footer.getByRole('button', { name: 'Terms' }).click();
  const terms = guest.getByRole('dialog').getByTestId('opening-hours');
  await expect(terms.locator('div').first()).toHaveText('Senin08:00 – 21:00 WIB');
  await expect(terms.locator('div').nth(1)).toHaveText('SelasaTutup');
  await guest.close();
});

test('the venue’s new phone shows on /faq’s contact card (served with the page too) and on the success pages’ help', async ({
  page,
  browser,
  request,
}) => {
  await logInAsAdmin(page, baseUrl);
  await page.goto(at('/admin/manage/venue'));
  await page.getByLabel('Phone', { exact: true }).fill('0813-7777-8888');
  await page.getByRole('button', { name: 'Save details' }).click();
  await expect(page.getByText('The venue details were saved.')).toBeVisible();

  const served = await (await request.get(at('/faq'))).text();
  expect(served).toContain('0813-7777-8888');

  const guest = await browser.newPage();
  await guest.goto(at('/faq'));
  const card = guest.getByRole('complementary');
  await expect(card.getByRole('link', { name: '0813-7777-8888' })).toHaveAttribute(
    'href',
    'tel:+6281377778888',
  );

  await guest.goto(at('/booking-success'));
  await expect(guest.getByText('Need help?')).toBeVisible();
  await expect(guest.getByRole('link', { name: 'Call 0813-7777-8888' })).toHaveAttribute(
    'href',
    'tel:+6281377778888',
  );
  await guest.close();
});

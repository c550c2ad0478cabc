import type { APIRequestContext } from '@playwright/test';
import { acceptTerms, logInAsAdmin } from '../fixtures/accounts';
import { adminHeaders } from '../fixtures/booking';
import {
  fillGuest,
  openPaymentPage,
  proceedToPopup,
  readPaymentInvoice,
  simulatorPopup,
  venueDate,
} from '../fixtures/payment';
import { expect, test } from '../fixtures/test';

// The back office as these journeys read it: in English, chosen on the device (fixtures/test.ts).
test.use({ deviceLanguage: 'en' });

// Issue 18 "Notices": a guest books and pays; the WhatsApp outbox holds the confirmation with the
// invoice, and staff see the paid booking in the back office's bell, open it and mark the bell read.
test.describe.configure({ mode: 'serial', timeout: 90_000 });

type OutboxMessage = { id: number; kind: string; body: string; to_phone: string };

const outbox = async (request: APIRequestContext, phone: string) =>
  ((await (await request.get('/api/dev/messages', { params: { phone } })).json()).data as OutboxMessage[]) ??
  [];

for (const [index, width] of [1280, 768].entries()) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('a paid booking is confirmed by WhatsApp and rings the staff bell', async ({
      page,
      browser,
      baseURL,
      request,
    }) => {
      // What earlier journeys on this server rang is read first, so the badge counts this booking alone.
      const read = await request.post('/api/admin/notices/read', {
        headers: await adminHeaders(request),
        data: { all: true },
      });
      expect(read.status(), await read.text()).toBe(200);
      const phone = `0812${String(Date.now()).slice(-7)}${index}`;
      const canonical = `62${phone.slice(1)}`;
      const customerPage = await browser.newPage(baseURL ? { baseURL } : {});
      await openPaymentPage(customerPage, request, {
        unitId: 1,
        date: venueDate(120 + index),
        startTime: '14:00',
        duration: 2,
      });
      await fillGuest(customerPage, 'Nadia Pelanggan', phone);
      await acceptTerms(customerPage, /I have read and agree to the/);
      await proceedToPopup(customerPage);
      const invoice = await readPaymentInvoice(customerPage);
      await simulatorPopup(customerPage).getByRole('button', { name: 'Bayar / Pay' }).click();
      await expect(customerPage.getByText('Payment successful!')).toBeVisible();

      // The confirmation goes out right after the payment, without waiting for the sender's round.
      await expect
        .poll(
          async () => (await outbox(request, phone)).find((message) => message.kind === 'booking_confirmed'),
          {
            message: 'the booking confirmation in the outbox',
            timeout: 15_000,
          },
        )
        .toBeTruthy();
      const [confirmation] = (await outbox(request, phone)).filter(
        (message) => message.kind === 'booking_confirmed',
      );
      expect(confirmation?.to_phone).toBe(canonical);
      expect(confirmation?.body).toContain(`booking ${invoice} sudah terkonfirmasi`);
      expect(confirmation?.body).toContain('14:00–16:00 WIB');
      expect(confirmation?.body).toContain(`/booking-success?invoice_number=${invoice}`);
      await customerPage.close();

      await logInAsAdmin(page);
      const bell = page.getByRole('button', { name: /unread notice/ });
      await expect(bell).toBeVisible();
      await bell.click();
      const panel = page.getByRole('region', { name: 'Notices' });
      const entry = panel.getByTestId('notice-item').filter({ hasText: invoice });
      await expect(entry).toContainText('New booking paid');
      await expect(entry).toHaveAttribute('data-read', 'false');

      // Opening the entry opens the booking, and reads the entry for this staff member.
      await entry.getByRole('link', { name: 'Open booking' }).click();
      await expect(page).toHaveURL(/\/admin\/bookings\?booking=\d+/);
      await expect(page.getByRole('dialog')).toContainText(invoice);
      await page.keyboard.press('Escape');
      await page
        .getByRole('button', { name: /notice/i })
        .first()
        .click();
      await expect(
        page.getByRole('region', { name: 'Notices' }).getByTestId('notice-item').filter({ hasText: invoice }),
      ).toHaveAttribute('data-read', 'true');

      // Nothing left unread for this staff member: no badge, nothing to mark.
      await expect(page.getByTestId('notice-badge')).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Mark all read' })).toBeDisabled();
      await expect(page.getByRole('button', { name: 'Notices', exact: true })).toBeVisible();
    });
  });
}

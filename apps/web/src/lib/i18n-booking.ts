// The 'booking' namespace (the /rent wizard and the booking summary) is not bundled with the entry:
// importing this module registers it, and only the lazily loaded booking screens import it. A new
// language adds its file here, as it does in lib/i18n.ts.
import { useTranslation } from 'react-i18next';
import { i18n } from '@/lib/i18n';
import bookingEn from '@/locales/en/booking.json';

const BOOKING_NAMESPACE = 'booking';
const resources = { en: bookingEn } as const;

for (const [language, bundle] of Object.entries(resources)) {
  if (!i18n.hasResourceBundle(language, BOOKING_NAMESPACE)) {
    i18n.addResourceBundle(language, BOOKING_NAMESPACE, bundle);
  }
}

/** `useTranslation` for the booking namespace; importing it guarantees the texts are registered. */
export const useBookingTranslation = () => useTranslation(BOOKING_NAMESPACE);

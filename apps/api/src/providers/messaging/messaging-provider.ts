/** What the product sends by WhatsApp: one-time codes, with a link for password resets. */
export type OneTimeCodeMessage = {
  /** Canonical 62… number. */
  to: string;
  kind: 'activation' | 'password_reset';
  code: string;
  /** Reset-by-link address (password resets only). */
  link?: string;
};

export type SentMessage = { providerMessageId: string | null };

/** A notice to a customer (modules/notices): a short Indonesian text already written. */
export type NoticeMessage = {
  /** Canonical 62… number. */
  to: string;
  /** booking_confirmed, booking_reminder, booking_cancelled, booking_refunded, food_ready. */
  kind: string;
  text: string;
};

/** One interface for every WhatsApp gateway (../shared/DESIGN.md "External services"). */
export interface MessagingProvider {
  readonly name: 'outbox' | 'whatsapp-cloud' | 'fonnte';
  sendOneTimeCode(message: OneTimeCodeMessage): Promise<SentMessage>;
  sendNotice(message: NoticeMessage): Promise<SentMessage>;
}

export class MessagingError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'MessagingError';
  }
}

/** The text of a code message, in Indonesian for the venue's customers. */
export function renderOneTimeCode(message: OneTimeCodeMessage): string {
  if (message.kind === 'activation') {
    return `RuangMain: kode verifikasi kamu ${message.code}. Berlaku 10 menit. Jangan bagikan kode ini ke siapa pun.`;
  }
  const link = message.link ? ` Atau buka ${message.link} untuk membuat password baru.` : '';
  return `RuangMain: kode reset password kamu ${message.code}. Berlaku 10 menit.${link} Abaikan pesan ini jika kamu tidak memintanya.`;
}

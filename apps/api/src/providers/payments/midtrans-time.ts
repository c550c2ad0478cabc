// Midtrans writes times as 'yyyy-MM-dd HH:mm:ss' in Jakarta time (GMT+7) whatever the merchant's zone.

const JAKARTA_PARTS = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Jakarta',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

export function formatMidtransTime(date: Date): string {
  const parts = Object.fromEntries(JAKARTA_PARTS.formatToParts(date).map((part) => [part.type, part.value]));
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}:${parts.second}`;
}

/** The instant a Midtrans time names, or null when the text is not one. Jakarta has no DST. */
export function parseMidtransTime(text: string | null | undefined): Date | null {
  const match = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2})$/.exec(text ?? '');
  if (!match) return null;
  const date = new Date(`${match[1]}T${match[2]}+07:00`);
  return Number.isNaN(date.getTime()) ? null : date;
}

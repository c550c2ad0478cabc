import { MessagingError, type MessagingProvider, renderOneTimeCode } from './messaging-provider';

export type FonnteOptions = { apiUrl: string; token: string; fetch?: typeof fetch };

/** Fonnte, an Indonesian WhatsApp gateway: POST /send with the device token and a text message. */
export function createFonnteProvider(options: FonnteOptions): MessagingProvider {
  const send = options.fetch ?? fetch;
  return {
    name: 'fonnte',
    async sendOneTimeCode(message) {
      const form = new URLSearchParams({
        target: message.to,
        message: renderOneTimeCode(message),
        countryCode: '62',
      });
      const response = await send(`${options.apiUrl}/send`, {
        method: 'POST',
        headers: { authorization: options.token, 'content-type': 'application/x-www-form-urlencoded' },
        body: form.toString(),
        signal: AbortSignal.timeout(10_000),
      }).catch((error: unknown) => {
        throw new MessagingError(`Fonnte unreachable: ${(error as Error).message}`);
      });
      const body = (await response.json().catch(() => ({}))) as {
        status?: boolean;
        reason?: string;
        id?: unknown;
      };
      // Fonnte answers 200 with status false on failures (bad token, disconnected device).
      if (!response.ok || body.status !== true) {
        throw new MessagingError(`Fonnte: ${body.reason ?? `HTTP ${response.status}`}`, response.status);
      }
      const id = Array.isArray(body.id) ? body.id[0] : body.id;
      return { providerMessageId: id === undefined ? null : String(id) };
    },
  };
}

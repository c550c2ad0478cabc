import {
  MessagingError,
  type MessagingProvider,
  renderOneTimeCode,
  type SentMessage,
} from './messaging-provider';

export type FonnteOptions = { apiUrl: string; token: string; fetch?: typeof fetch };

/** Fonnte, an Indonesian WhatsApp gateway: POST /send with the device token and a text message. */
export function createFonnteProvider(options: FonnteOptions): MessagingProvider {
  const send = options.fetch ?? fetch;
  const sendText = async (to: string, text: string): Promise<SentMessage> => {
    const form = new URLSearchParams({ target: to, message: text, countryCode: '62' });
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
  };
  return {
    name: 'fonnte',
    sendOneTimeCode: (message) => sendText(message.to, renderOneTimeCode(message)),
    // A device gateway sends any text: no template to approve.
    sendNotice: (message) => sendText(message.to, message.text),
  };
}

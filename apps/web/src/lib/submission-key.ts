/** What a form's submissions share: the key of the one being sent, and the values it was sent with. */
type Submission = { key: string; values: string };

export type SubmissionKeys = {
  /**
   * Sends `values` with their submission's key: the same key while the same values are sent again (a
   * double click, a retry after the connection failed or the server refused), a new one for other
   * values. Once the server has accepted it, the next submission is a new one.
   */
  send<T>(values: unknown, request: (idempotencyKey: string) => Promise<T>): Promise<T>;
};

const newKey = () => crypto.randomUUID();

/**
 * One `Idempotency-Key` per form submission (docs/decisions/0035): generated when the form is first
 * submitted, reused while the same submission is sent again, new for a new one. A money action the
 * server already did then answers its first result instead of moving the money twice.
 */
export function createSubmissionKeys(generateKey: () => string = newKey): SubmissionKeys {
  let current: Submission | null = null;
  return {
    async send(values, request) {
      const written = JSON.stringify(values) ?? '';
      if (current?.values !== written) current = { key: generateKey(), values: written };
      const submission = current;
      const answer = await request(submission.key);
      // Accepted: the same values sent later are a new action (another extension), not a repeat.
      if (current === submission) current = null;
      return answer;
    },
  };
}

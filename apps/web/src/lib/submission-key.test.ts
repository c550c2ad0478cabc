import { describe, expect, it } from 'vitest';
import { createSubmissionKeys } from '@/lib/submission-key';

/** Keys k1, k2, … in order, and the keys each request was sent with. */
function setUp() {
  let made = 0;
  const keys = createSubmissionKeys(() => `k${++made}`);
  const sent: string[] = [];
  const accept = (key: string) => {
    sent.push(key);
    return Promise.resolve('ok');
  };
  const refuse = (key: string) => {
    sent.push(key);
    return Promise.reject(new Error('network'));
  };
  return { keys, sent, accept, refuse };
}

describe('createSubmissionKeys (record 0035)', () => {
  it('a double click: both sends of one submission carry one key', async () => {
    const { keys, sent } = setUp();
    const answers: Array<(value: string) => void> = [];
    const slow = (key: string) => {
      sent.push(key);
      return new Promise<string>((resolve) => answers.push(resolve));
    };
    const first = keys.send({ minutes: 30 }, slow);
    const second = keys.send({ minutes: 30 }, slow);
    for (const answer of answers) answer('ok');
    await Promise.all([first, second]);
    expect(sent).toEqual(['k1', 'k1']);
  });

  it('a retry after a failure sends the same key; other values are a new submission', async () => {
    const { keys, sent, accept, refuse } = setUp();
    await expect(keys.send({ amount: 1000 }, refuse)).rejects.toThrow('network');
    await keys.send({ amount: 1000 }, accept);
    await expect(keys.send({ amount: 2000 }, refuse)).rejects.toThrow('network');
    expect(sent).toEqual(['k1', 'k1', 'k2']);
  });

  it('once accepted, the same values sent again are a new submission with a new key', async () => {
    const { keys, sent, accept } = setUp();
    await keys.send({ minutes: 30 }, accept);
    await keys.send({ minutes: 30 }, accept);
    expect(sent).toEqual(['k1', 'k2']);
  });

  it('generates a UUID v4 by default', async () => {
    const sent: string[] = [];
    await createSubmissionKeys().send({}, async (key) => sent.push(key));
    expect(sent[0]).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});

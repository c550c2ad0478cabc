import { connect, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/test-app';

/** A connection to `port` that never sends a request, as a client's spare pooled socket. */
function openSilentConnection(port: number): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => resolve(socket));
    socket.once('error', reject);
  });
}

describe('a closing server and its connections', () => {
  let ctx: TestContext | undefined;
  afterEach(async () => {
    await ctx?.close();
    ctx = undefined;
  });

  it('lets go of connections that carry no request, and still answers the one in flight', async () => {
    let releaseSlow: (() => void) | undefined;
    ctx = await createTestApp({}, (app) => {
      app.get('/api/test/slow', async () => {
        await new Promise<void>((resolve) => {
          releaseSlow = resolve;
        });
        return { answered: true };
      });
    });
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const address = ctx.app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const silent = await Promise.all([openSilentConnection(port), openSilentConnection(port)]);
    const silentClosed = silent.map((socket) => new Promise((resolve) => socket.once('close', resolve)));
    const slow = fetch(`http://127.0.0.1:${port}/api/test/slow`);
    await expect.poll(() => releaseSlow !== undefined).toBe(true);

    const started = performance.now();
    const closing = ctx.app.close();
    await Promise.all(silentClosed);
    releaseSlow?.();
    const answer = await slow;
    expect(answer.status).toBe(200);
    expect(answer.headers.get('connection')).toBe('close');
    expect(await answer.json()).toEqual({ answered: true });
    await closing;
    expect(performance.now() - started).toBeLessThan(2_000);
  });
});

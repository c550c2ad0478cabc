import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';

/** How often a closing server looks again for silent connections. */
const SWEEP_MS = 100;
/** A client sends its request as soon as it has connected; one silent this long is not going to. */
const SILENT_MS = 1_000;

/**
 * A closing server keeps no connection open past its last answer, so it can exit once its requests
 * are answered (server.ts gives it 10 s before it is killed):
 * - every answer sent while closing says `Connection: close`, also to a request that came in before:
 *   Node's one sweep of idle keep-alive connections (Fastify's `forceCloseConnections: 'idle'`) has
 *   passed by then, and the connection would otherwise wait out its keep-alive (72 s);
 * - a connection opened that has never sent a request (a client's spare pooled socket) is dropped
 *   once it has been silent a moment; Node's sweep passes over those too.
 * A connection between two requests is left to Node: dropping it could cut a request the client is
 * just sending.
 */
export function registerQuietConnections(app: FastifyInstance) {
  let isClosing = false;
  // A callback hook, not an async one: it runs on every answer and costs no promise.
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (isClosing) reply.header('connection', 'close');
    done(null, payload);
  });

  const silentSince = new Map<Socket, number>();
  app.server.on('connection', (socket: Socket) => {
    silentSince.set(socket, performance.now());
    socket.once('close', () => silentSince.delete(socket));
  });
  app.server.on('request', (request) => silentSince.delete(request.socket));
  const dropSilent = () => {
    const now = performance.now();
    for (const [socket, since] of silentSince) if (now - since >= SILENT_MS) socket.destroy();
  };

  app.addHook('preClose', async () => {
    isClosing = true;
    dropSilent();
    // Until the server has closed, which Fastify waits for once the hooks before it have run.
    const sweep = setInterval(dropSilent, SWEEP_MS).unref();
    app.server.once('close', () => clearInterval(sweep));
  });
}

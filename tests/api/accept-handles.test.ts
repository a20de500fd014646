import { createServer, type Server } from 'node:http';
import { connect, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { addAcceptHandles } from '../../adapters/http/accept-handles';

/**
 * Node 20 accepts one connection per listening handle per turn of the event loop: a server busy for
 * a turn while 20 connections arrive takes 1 of them in the next turn with its own handle alone, and
 * one per handle with the extra handles on the same socket, every one served by the same HTTP server.
 */
describe('extra accept handles on the listening socket', () => {
  const opened: { server: Server; sockets: Socket[] }[] = [];
  afterEach(async () => {
    for (const { server, sockets } of opened.splice(0)) {
      for (const socket of sockets) socket.destroy();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });

  /** Connections the server took in the first turn after a busy one, with `extra` handles besides its own. */
  async function acceptedInOneTurn(extra: number): Promise<{ accepted: number; answered: number }> {
    let accepted = 0;
    const server = createServer((_req, res) => res.end('ok'));
    server.on('connection', () => accepted++);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const handles = await addAcceptHandles(server, extra, 64);
    expect(handles).toHaveLength(extra);
    const { port } = server.address() as { port: number };
    const sockets = Array.from({ length: 20 }, () => connect(port, '127.0.0.1'));
    opened.push({ server, sockets });
    // The connects leave on the next tick; the kernel completes them while this turn stays busy.
    await new Promise((resolve) => process.nextTick(resolve));
    const busyUntil = performance.now() + 100;
    while (performance.now() < busyUntil) {
      // A turn of the event loop held by other work.
    }
    // This turn ends (its check phase), then the next turn polls: the accepts, then its check phase.
    const inOneTurn = await new Promise<number>((resolve) =>
      setImmediate(() => setImmediate(() => resolve(accepted))),
    );
    // Every connection is served by the one HTTP server, whichever handle accepted it.
    const answers = await Promise.all(
      sockets.map(
        (socket) =>
          new Promise<string>((resolve) => {
            socket.once('data', (data) => resolve(data.toString()));
            socket.write('GET / HTTP/1.1\r\nHost: x\r\n\r\n');
          }),
      ),
    );
    for (const handle of handles) handle.close();
    return { accepted: inOneTurn, answered: answers.filter((a) => a.startsWith('HTTP/1.1 200')).length };
  }

  it('takes one connection a turn with the server handle alone', async () => {
    expect(await acceptedInOneTurn(0)).toEqual({ accepted: 1, answered: 20 });
  });

  it('takes one more a turn per extra handle, all answered by the same server', async () => {
    expect(await acceptedInOneTurn(7)).toEqual({ accepted: 8, answered: 20 });
  });
});

import { spawn } from 'node:child_process';
import type { Server as HttpServer } from 'node:http';
import { Server } from 'node:net';

/**
 * Node 20's libuv (1.45 and later: "unix: don't accept() connections in a loop") accepts ONE connection
 * per listening handle per turn of the event loop, and a turn also serves every other socket that is
 * ready: under a rush a turn takes tens of ms, so new connections (a page's live stream, a spin on a
 * new connection) wait in the kernel's accept queue for seconds while the open ones are served
 * (strace: one `accept4` per `epoll_pwait`; `ss -ltn` showed 2,000 waiting). Each extra handle on the same listening socket is
 * one more accept per turn.
 *
 * The extra handles are duplicates of the socket's descriptor, which Node makes only when a handle
 * comes over an IPC channel: a helper process is sent the listening handle, sends it back `extra`
 * times, and exits. Each copy becomes a `net.Server` whose connections the HTTP server takes as its
 * own (`connection` events), so every request goes through the one HTTP server as before. Without
 * the helper (it could not start) the server keeps its single handle.
 */
export async function addAcceptHandles(http: HttpServer, extra: number, backlog: number): Promise<Server[]> {
  const handle = (http as unknown as { _handle?: object | null })._handle;
  if (extra <= 0 || !handle) return [];
  const helper = spawn(process.execPath, ['-e', HELPER], { stdio: ['ignore', 'ignore', 'inherit', 'ipc'] });
  const handles: Server[] = [];
  try {
    await new Promise<void>((resolve, reject) => {
      helper.once('error', reject);
      helper.once('exit', (code) => reject(new Error(`the accept helper exited (${code}) early`)));
      helper.on('message', (_message, copy) => {
        const server = new Server();
        server.on('connection', (socket) => http.emit('connection', socket));
        // A raw TCP handle already listening: listening on it again (with the same backlog, or
        // Node's default of 511 would shrink the socket's queue) starts accepting here too.
        server.listen(copy as never, backlog);
        handles.push(server);
        if (handles.length === extra) resolve();
      });
      helper.send({ copies: extra }, handle as never);
    });
  } catch {
    for (const server of handles) server.close();
    return [];
  } finally {
    helper.removeAllListeners();
    if (helper.connected) helper.disconnect();
  }
  return handles;
}

/**
 * The helper: takes the listening handle as a raw handle (it never listens on it, so it accepts
 * nothing), sends it back `copies` times, one after the other, and ends when the server lets go.
 */
const HELPER = `
process.once('message', ({ copies }, handle) => {
  const next = (left) => { if (left > 0) process.send('copy', handle, () => next(left - 1)); };
  next(copies);
});
process.on('disconnect', () => process.exit(0));
`;

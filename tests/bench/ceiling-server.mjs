// The machine's ceiling for reads: a bare Hono app in its own process answering, from memory, the
// very JSON bytes the product answered for each read path. Forked by ceilings.ts; it gets the
// bodies over IPC and answers the port it listens on.
import { serve } from '@hono/node-server';
import { Hono } from 'hono';

process.once('message', ({ bodies }) => {
  const app = new Hono();
  for (const [path, body] of Object.entries(bodies)) {
    const bytes = Buffer.from(body, 'utf8');
    app.get(path, (c) => c.body(bytes, 200, { 'content-type': 'application/json' }));
  }
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info) =>
    process.send({ port: info.port }),
  );
  process.on('disconnect', () => server.close(() => process.exit(0)));
});

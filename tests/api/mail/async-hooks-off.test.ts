import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../../..');

/**
 * In a fresh process (a test worker may have run React's Node build for another file): the async id
 * a promise's callback runs in after `render`, 0 while Node's promise hooks are off. React's Node build
 * of the server renderer runs each render in an AsyncLocalStorage, which turns them on for the
 * process's life (every promise then pays for them).
 */
function asyncIdAfter(render: string): number {
  const script = `
    import { executionAsyncId } from 'node:async_hooks';
    ${render}
    const id = await new Promise((r) => setImmediate(() => Promise.resolve().then(() => r(executionAsyncId()))));
    console.log(JSON.stringify(id));`;
  const out = execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    cwd: root,
    encoding: 'utf8',
  });
  return JSON.parse(out.trim().split('\n').at(-1) ?? 'null');
}

describe("rendering e-mails leaves Node's async hooks off in the serving process", () => {
  it('a receipt (filled from its template) and a message rendered in full', () => {
    const render = `
      const { ReactEmailRenderer } = await import('./adapters/mail/react-email-renderer.tsx');
      const renderer = new ReactEmailRenderer(() => 'http://localhost:3000');
      const at = '2026-11-27T12:00:00.000Z';
      await renderer.render({ kind: 'receipt', firstName: 'Ann', gameName: 'G', gameCode: 'G000001',
        number: 7, amountCents: 700, cardBrand: 'VISA', cardLast4: '4242', paidAt: at, paymentId: 'p' });
      await renderer.render({ kind: 'password-changed', firstName: 'Ann', changedAt: at });`;
    expect(asyncIdAfter(render)).toBe(0);
    // The probe can fail: React's Node build turns them on.
    const nodeBuild = `
      const { render } = await import('@react-email/render');
      const { createElement } = await import('react');
      await render(createElement('p', null, 'hi'));`;
    expect(asyncIdAfter(nodeBuild)).not.toBe(0);
  }, 60_000);
});

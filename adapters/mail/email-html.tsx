import { type ReactElement, Suspense } from 'react';
import { renderToReadableStream } from 'react-dom/server.edge';

/**
 * An e-mail's HTML as React Email's `render` (@react-email/render, its Node build) writes it, on
 * React's edge build of the server renderer. React's Node build runs every render inside an
 * AsyncLocalStorage, and in Node 20 the first `run` turns the async hooks on for the process's life:
 * every promise of every request then pays for them (their hooks and the garbage they make; in a
 * profile of the spins 5 % of the server's CPU in the hooks and twice the garbage collection:
 * the night of 2026-11-29 in docs/speed-log.md). The edge build uses a store only where the runtime has a
 * global AsyncLocalStorage, which Node has not (its browser build would hold the process open with
 * a MessageChannel). The same wrapper, options and clean-up as React Email's: a Suspense boundary, the
 * whole document in one chunk, an error failing the render (React Email's error boundary renders
 * nothing of its own), React's image preload links taken out, its doctype.
 * tests/api/mail/filled-template.test.ts compares the two renders, message by message.
 */
export async function emailHtml(element: ReactElement): Promise<string> {
  let failed: unknown = null;
  const stream = await renderToReadableStream(<Suspense>{element}</Suspense>, {
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    onError: (error) => {
      failed ??= error;
    },
  });
  await stream.allReady;
  const html = await new Response(stream).text();
  if (failed) throw failed;
  return `${DOCTYPE}${stripImagePreloadLinks(html).replace(/<!DOCTYPE.*?>/, '')}`;
}

const DOCTYPE =
  '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">';

const ATTRIBUTE = /([a-z][a-z0-9-]*)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/gi;

/** React's `<link rel="preload" as="image">` hints (one per `<img>`): dead weight in an e-mail. */
function stripImagePreloadLinks(html: string): string {
  return html.replace(/<link\b[^>]*\/?>/gi, (tag) => {
    const attributes: Record<string, string> = {};
    for (const [, name = '', double, single, bare] of tag
      .replace(/^<[a-z][a-z0-9-]*/i, '')
      .matchAll(ATTRIBUTE)) {
      attributes[name.toLowerCase()] = double ?? single ?? bare ?? '';
    }
    return attributes.rel === 'preload' && attributes.as === 'image' ? '' : tag;
  });
}

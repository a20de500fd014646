import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { getMimeType } from 'hono/utils/mime';
import type { ContentCoding } from './accept-encoding';

/** One file of the built client, in each encoding the build wrote, with its validator. */
export interface StaticFile {
  contentType: string;
  /** Hashed names (`/assets/index-D3oCuBvD.js`) never change content; the others are revalidated. */
  immutable: boolean;
  /** The bytes of each encoding: `identity` always, `br` and `gzip` when the build wrote them. */
  bodies: { identity: Buffer } & Partial<Record<ContentCoding, Buffer>>;
  /** The encodings besides identity, for the Accept-Encoding choice. */
  codings: ReadonlySet<ContentCoding>;
  /** A strong entity tag of the content (the same for each encoding, apart from a suffix). */
  tag: string;
}

/** Vite's output names under assets/: `<name>-<8-character content hash>.<ext>`. */
const HASHED_NAME = /^\/assets\/[^/]+-[\w-]{8}\.\w+$/;
const SUFFIXES: Record<ContentCoding, string> = { br: '.br', gzip: '.gz' };
const CODINGS = Object.keys(SUFFIXES) as ContentCoding[];
const isVariant = (path: string) => CODINGS.some((coding) => path.endsWith(SUFFIXES[coding]));

async function loadFile(dir: string, path: string): Promise<[string, StaticFile]> {
  const urlPath = `/${relative(dir, path).split(sep).join('/')}`;
  const identity = await readFile(path);
  const bodies: StaticFile['bodies'] = { identity };
  for (const coding of CODINGS) {
    const body = await readFile(path + SUFFIXES[coding]).catch(() => undefined);
    if (body) bodies[coding] = body;
  }
  const file: StaticFile = {
    contentType: getMimeType(path) ?? 'application/octet-stream',
    immutable: HASHED_NAME.test(urlPath),
    bodies,
    codings: new Set(CODINGS.filter((coding) => bodies[coding])),
    tag: createHash('sha256').update(identity).digest('base64url').slice(0, 22),
  };
  return [urlPath, file];
}

/**
 * Every file of the built client by its URL path, read once into memory (the build is a few hundred
 * KB): answers need no disk access, and a path can only name a file that is there.
 */
export async function loadStaticFiles(dir: string): Promise<ReadonlyMap<string, StaticFile>> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  const paths = entries
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .filter((path) => !isVariant(path));
  return new Map(await Promise.all(paths.map((path) => loadFile(dir, path))));
}

/** A page made at run time, as the build would have written it: in every encoding, with its tag. */
export function htmlFile(html: string): StaticFile {
  const identity = Buffer.from(html, 'utf8');
  return {
    contentType: 'text/html; charset=utf-8',
    immutable: false,
    bodies: { identity, br: brotliCompressSync(identity), gzip: gzipSync(identity) },
    codings: new Set(['br', 'gzip']),
    tag: createHash('sha256').update(identity).digest('base64url').slice(0, 22),
  };
}

import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { initialJsFiles } from './bundle-size';

/** Bytes of some files: raw, and compressed as a server would send them. */
export interface Weight {
  raw: number;
  gzip: number;
  brotli: number;
}

export interface ClientBudgets {
  lobbyInitialJs: Weight & { files: number };
  gamePageInitialJs: Weight & { files: number };
  totalCss: Weight & { files: number };
  largestLazyChunk: Weight & { file: string };
}

/** A file's compressed size: the build's own .gz/.br beside it when present, else node:zlib's best. */
function weightOf(path: string): Weight {
  const bytes = readFileSync(path);
  const sized = (suffix: string, compress: () => Buffer) =>
    existsSync(path + suffix) ? readFileSync(path + suffix).length : compress().length;
  return {
    raw: bytes.length,
    gzip: sized('.gz', () => gzipSync(bytes, { level: 9 })),
    brotli: sized('.br', () =>
      brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    ),
  };
}

const sum = (weights: Weight[]): Weight => ({
  raw: weights.reduce((total, w) => total + w.raw, 0),
  gzip: weights.reduce((total, w) => total + w.gzip, 0),
  brotli: weights.reduce((total, w) => total + w.brotli, 0),
});

/**
 * The client's budgets from the build in `clientDir`: the initial JavaScript of the lobby (`games`
 * route) and of the game page (`game/$id`, chunk `_id`), all CSS, and the largest chunk neither
 * first visit loads (a lazy one).
 */
export function clientBudgets(clientDir: string): ClientBudgets {
  const assets = join(clientDir, 'assets');
  const weigh = (files: string[]) => ({
    ...sum(files.map((f) => weightOf(join(assets, f)))),
    files: files.length,
  });
  const lobby = initialJsFiles(clientDir, 'games');
  const game = initialJsFiles(clientDir, '_id');
  const initial = new Set([...lobby, ...game]);
  const names = readdirSync(assets);
  const largest = names
    .filter((f) => f.endsWith('.js') && !initial.has(f))
    .sort((a, b) => statSync(join(assets, b)).size - statSync(join(assets, a)).size)[0];
  return {
    lobbyInitialJs: weigh(lobby),
    gamePageInitialJs: weigh(game),
    totalCss: weigh(names.filter((f) => f.endsWith('.css'))),
    largestLazyChunk: largest
      ? { file: largest, ...weightOf(join(assets, largest)) }
      : { file: 'none', raw: 0, gzip: 0, brotli: 0 },
  };
}

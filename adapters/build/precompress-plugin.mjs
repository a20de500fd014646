// Plain JavaScript, like the rest of the build steps: Vite loads it as it is.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

/** Files worth compressing: text. Images and fonts are compressed already. */
const TEXT_FILE = /\.(js|mjs|css|html|svg|json|webmanifest|txt|xml|map)$/;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const compressors = {
  br: (data) =>
    brotli(data, {
      params: {
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    }),
  gz: (data) => gzipAsync(data, { level: constants.Z_BEST_COMPRESSION }),
};

async function filesUnder(dir) {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}

/** Writes `<file>.br` and `<file>.gz` beside each text file of `dir`, where they are smaller. */
export async function precompressDir(dir) {
  const texts = (await filesUnder(dir)).filter((file) => TEXT_FILE.test(file));
  await Promise.all(
    texts.map(async (file) => {
      const data = await readFile(file);
      for (const [suffix, compress] of Object.entries(compressors)) {
        const packed = await compress(data);
        if (packed.length < data.length) await writeFile(`${file}.${suffix}`, packed);
      }
    }),
  );
}

/**
 * The build's text files, compressed once at build time (brotli at its highest quality, gzip at
 * level 9) so the server sends them as they are: adapters/http/client-files.ts picks the encoding.
 */
/** @returns {import('vite').Plugin} */
export function precompress() {
  let outDir = '';
  return {
    name: 'prize-wheel:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      await precompressDir(outDir);
    },
  };
}

import type { Plugin } from 'vite';

/** Writes `<file>.br` and `<file>.gz` beside each text file of `dir`, where they are smaller. */
export function precompressDir(dir: string): Promise<void>;
/** Vite plugin: precompress the build's output directory once it is written. */
export function precompress(): Plugin;

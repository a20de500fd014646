import type { Plugin } from 'vite';

/** Vite plugin: index.html preloads the app's code, which the entry runs only after the first paint. */
export function preloadApp(moduleSuffix: string): Plugin;

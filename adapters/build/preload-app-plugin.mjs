// Plain JavaScript, like the rest of the build steps: Vite loads it as it is.

/** The chunk of `moduleSuffix` and every chunk it imports statically, as the bundle names them. */
function chunksOf(bundle, moduleSuffix) {
  const start = Object.values(bundle).find(
    (chunk) => chunk.type === 'chunk' && chunk.facadeModuleId?.endsWith(moduleSuffix),
  );
  if (!start) return [];
  const files = [];
  const visit = (name) => {
    const chunk = bundle[name];
    if (chunk?.type !== 'chunk' || files.includes(chunk.fileName)) return;
    files.push(chunk.fileName);
    for (const next of chunk.imports) visit(next);
  };
  visit(start.fileName);
  return files;
}

/**
 * Vite plugin: index.html preloads the app's code (the module `moduleSuffix` names, which the entry
 * imports only after the first paint), so it is downloaded beside the page but run after it is painted.
 */
export function preloadApp(moduleSuffix) {
  return {
    name: 'prize-wheel:preload-app',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        if (!context.bundle) return [];
        const files = chunksOf(context.bundle, moduleSuffix).filter((file) => !html.includes(`/${file}"`));
        return files.map((file) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
          injectTo: 'head',
        }));
      },
    },
  };
}

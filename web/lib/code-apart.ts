import { type ComponentType, createElement, lazy, useState } from 'react';

/** The loads of code started before the page is hydrated: main.tsx waits for them (codeStartedSoFar). */
const started = new Set<Promise<unknown>>();

/** A component whose code is a chunk of its own: `preload()` fetches it, the component shows it. */
export interface CodeApart<P extends object> {
  Component: ComponentType<P>;
  preload: () => Promise<unknown>;
}

/**
 * A component loaded apart from the page's code. Once its code has arrived it renders at once, not
 * through `React.lazy` (which suspends on its first render even then): a page the server rendered
 * hydrates it with the rest instead of leaving its Suspense boundary as server HTML, which React throws
 * away and draws afresh when an update reaches it first (the landing's forms lost what was typed).
 * Each instance keeps the way it first rendered, so it never remounts when the code arrives.
 */
export function codeApart<P extends object>(load: () => Promise<ComponentType<P>>): CodeApart<P> {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;
  const preload = () => {
    if (!loading) {
      loading = load().then((component) => {
        loaded = component;
        return component;
      });
      const settled = loading.then(
        () => undefined,
        () => undefined,
      );
      started.add(settled);
      void settled.then(() => started.delete(settled));
    }
    return loading;
  };
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));
  function Apart(props: P) {
    const [ready] = useState(() => loaded);
    return createElement(ready ?? Lazy, props);
  }
  return { Component: Apart, preload };
}

/** Every load of code started so far, settled (a failed one is React.lazy's to report when shown). */
export async function codeStartedSoFar(): Promise<void> {
  while (started.size > 0) await Promise.all(started);
}

import './ui/global.css';

/**
 * The page's first paint waits for no code: the server's HTML (or, on the other pages, the shell) is
 * painted, then the app is loaded and started (start.tsx), hydrating what the server rendered.
 */
requestAnimationFrame(() => {
  setTimeout(() => {
    void import('./start');
  }, 0);
});

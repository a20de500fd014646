import { useEffect } from 'react';

/** Names the page in the tab and for screen readers after each navigation. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = title ? `${title} | Prize Wheel` : 'Prize Wheel';
  }, [title]);
}

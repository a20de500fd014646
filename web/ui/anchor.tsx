import { useRouter } from '@tanstack/react-router';
import type { AnchorHTMLAttributes, MouseEvent, Ref } from 'react';

export interface AnchorProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  href: string;
  ref?: Ref<HTMLAnchorElement>;
}

/** An address inside the app: a path of this site, not another origin's (`//host`) nor a scheme's. */
const isAppPath = (href: string) => href.startsWith('/') && !href.startsWith('//');

/**
 * A plain anchor (the browser's own link: focus, keyboard, the context menu, a middle click) whose
 * ordinary click on an address inside the app moves through the router instead of loading the page
 * again. A click with a modifier key, another button, or a link opening elsewhere (`target`, `download`)
 * stays the browser's.
 */
export function Anchor({ href, onClick, ...props }: AnchorProps) {
  const router = useRouter();
  const navigate = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    if ((props.target && props.target !== '_self') || props.download !== undefined || !isAppPath(href))
      return;
    event.preventDefault();
    void router.navigate({ to: href });
  };
  return <a {...props} href={href} onClick={navigate} />;
}

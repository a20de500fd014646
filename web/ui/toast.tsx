import { type PointerEvent, type RefObject, useEffect, useRef } from 'react';
import {
  Button,
  Text,
  UNSTABLE_Toast as Toast,
  UNSTABLE_ToastContent as ToastContent,
  UNSTABLE_ToastRegion as ToastRegion,
} from 'react-aria-components';
import * as styles from './toast.css';
import { type ToastContent as Content, SWIPE_DISMISS_PX, toastQueue } from './toast-queue';

/** F8 moves focus to the toast on screen (docs/rules/player-pages.md, Toasts), wherever focus is. */
function useF8Focus(region: RefObject<HTMLDivElement | null>) {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'F8' || !region.current) return;
      event.preventDefault();
      const target = region.current.querySelector<HTMLElement>('[tabindex]') ?? region.current;
      target.focus();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [region]);
}

/** A toast that follows a horizontal drag and closes once dragged past the swipe threshold. */
function SwipeableToast({ toast }: { toast: { key: string; content: Content } }) {
  const start = useRef<{ x: number; id: number } | null>(null);
  const element = useRef<HTMLDivElement>(null);
  const offset = (x: number) => {
    if (element.current) element.current.style.transform = x === 0 ? '' : `translateX(${x}px)`;
  };
  const onPointerDown = (event: PointerEvent) => {
    start.current = { x: event.clientX, id: event.pointerId };
  };
  const onPointerMove = (event: PointerEvent) => {
    if (start.current?.id === event.pointerId) offset(event.clientX - start.current.x);
  };
  const onPointerEnd = (event: PointerEvent) => {
    const from = start.current;
    start.current = null;
    offset(0);
    if (from?.id === event.pointerId && Math.abs(event.clientX - from.x) >= SWIPE_DISMISS_PX) {
      toastQueue.close(toast.key);
    }
  };
  return (
    <Toast
      ref={element}
      toast={toast}
      className={styles.toast[toast.content.tone]}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerEnd}
      onPointerCancel={onPointerEnd}
    >
      <ToastContent className={styles.content}>
        <Text slot="title" className={styles.title}>
          {toast.content.title}
        </Text>
        {toast.content.description ? (
          <Text slot="description" className={styles.description}>
            {toast.content.description}
          </Text>
        ) : null}
      </ToastContent>
      <Button slot="close" className={styles.close} aria-label="Dismiss">
        ×
      </Button>
    </Toast>
  );
}

/** The app's toasts, mounted once in __root.tsx (lazily); pages raise them with useToast() from toast-queue.ts. */
export function Toasts() {
  const region = useRef<HTMLDivElement>(null);
  useF8Focus(region);
  return (
    <ToastRegion ref={region} queue={toastQueue} className={styles.region} data-toasts="">
      {({ toast }) => <SwipeableToast toast={toast} />}
    </ToastRegion>
  );
}

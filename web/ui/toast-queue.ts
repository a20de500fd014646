import { useState, useSyncExternalStore } from 'react';
import { UNSTABLE_ToastQueue as ToastQueue } from 'react-aria-components';

type ToastTone = 'info' | 'success' | 'danger';

export interface ToastContent {
  title: string;
  description?: string;
  tone: ToastTone;
}

/** How long a toast stays (docs/rules/player-pages.md, Toasts): 5 s, paused while hovered or focused. */
export const TOAST_TIMEOUT_MS = 5_000;

/** A horizontal swipe of at least this many pixels dismisses a toast. */
export const SWIPE_DISMISS_PX = 50;

/** The app's one toast queue; at most one toast shows, and a new one replaces the older. */
export const toastQueue = new ToastQueue<ToastContent>({ maxVisibleToasts: 1 });

export function showToast(content: ToastContent): string {
  for (const older of toastQueue.visibleToasts) toastQueue.close(older.key);
  return toastQueue.add(content, { timeout: TOAST_TIMEOUT_MS });
}

const subscribe = (listener: () => void) => toastQueue.subscribe(listener);
const anyShown = () => toastQueue.visibleToasts.length > 0;
const noneOnServer = () => false;

/** Whether a toast has been shown since the page started: from then on the toast region stays mounted. */
export function useToastShownYet(): boolean {
  const shown = useSyncExternalStore(subscribe, anyShown, noneOnServer);
  const [yet, setYet] = useState(false);
  if (shown && !yet) setYet(true);
  return shown || yet;
}

/** Closes every toast shown. */
export function closeAllToasts(): void {
  for (const toast of toastQueue.visibleToasts) toastQueue.close(toast.key);
}

/** The toast API for pages: `const toast = useToast(); toast.success('Card removed successfully')`. */
const api = {
  show: showToast,
  info: (title: string, description?: string) => showToast({ title, description, tone: 'info' }),
  success: (title: string, description?: string) => showToast({ title, description, tone: 'success' }),
  error: (title: string, description?: string) => showToast({ title, description, tone: 'danger' }),
};

export function useToast(): typeof api {
  return api;
}

import { afterEach, describe, expect, it } from 'vitest';
import {
  SWIPE_DISMISS_PX,
  showToast,
  TOAST_TIMEOUT_MS,
  toastQueue,
  useToast,
} from '../../web/ui/toast-queue';

describe('the toast queue (docs/rules/player-pages.md, Toasts)', () => {
  afterEach(() => {
    for (const toast of toastQueue.visibleToasts) toastQueue.close(toast.key);
  });

  it('shows one toast at a time: a new one replaces the older', () => {
    const toast = useToast();
    toast.success('Card removed successfully');
    toast.error('Failed to remove card', 'Please try again.');
    expect(toastQueue.visibleToasts.map((queued) => queued.content)).toEqual([
      { title: 'Failed to remove card', description: 'Please try again.', tone: 'danger' },
    ]);
  });

  it('gives each toast the 5 s timeout, and keeps the 50 px swipe threshold', () => {
    showToast({ title: 'Default card updated', tone: 'info' });
    expect(toastQueue.visibleToasts[0]?.timeout).toBe(TOAST_TIMEOUT_MS);
    expect(TOAST_TIMEOUT_MS).toBe(5_000);
    expect(SWIPE_DISMISS_PX).toBe(50);
  });
});

import { useToast } from '../../../ui/toast-queue';

/** The dashboard's success and error messages: the toasts of docs/rules/player-pages.md, Messages, on the site's one queue. */
export interface Notify {
  success: (title: string, description?: string) => void;
  error: (title: string, description?: string) => void;
}

export function useNotify(): Notify {
  const toast = useToast();
  return { success: toast.success, error: toast.error };
}

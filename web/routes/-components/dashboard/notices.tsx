import { useToast } from '../../../ui/toast-queue';

/** The dashboard's success and error messages: player.md section 8's toasts, on the site's one queue. */
export interface Notify {
  success: (title: string, description?: string) => void;
  error: (title: string, description?: string) => void;
}

export function useNotify(): Notify {
  const toast = useToast();
  return { success: toast.success, error: toast.error };
}

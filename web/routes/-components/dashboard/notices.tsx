import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';
import * as styles from './dashboard.css';

/**
 * The dashboard's success and error messages (player.md section 8's toasts). Every call site goes
 * through useNotify, so switching them to the site's toasts (web/ui/toast) is a change here only;
 * until then the latest one shows inline (role=status), replacing the older, like a toast.
 */
export interface Notice {
  tone: 'success' | 'danger';
  title: string;
  description?: string;
}

interface Notify {
  success: (title: string, description?: string) => void;
  error: (title: string, description?: string) => void;
}

const NoticeContext = createContext<{ notice: Notice | null; notify: Notify } | null>(null);

export function NoticeProvider({ children }: { children: ReactNode }) {
  const [notice, setNotice] = useState<Notice | null>(null);
  const success = useCallback((title: string, description?: string) => {
    setNotice({ tone: 'success', title, description });
  }, []);
  const error = useCallback((title: string, description?: string) => {
    setNotice({ tone: 'danger', title, description });
  }, []);
  const value = useMemo(() => ({ notice, notify: { success, error } }), [notice, success, error]);
  return <NoticeContext.Provider value={value}>{children}</NoticeContext.Provider>;
}

function useNotices() {
  const value = useContext(NoticeContext);
  if (!value) throw new Error('useNotify needs a NoticeProvider');
  return value;
}

export const useNotify = (): Notify => useNotices().notify;

/** Where the latest message shows; the live region stays mounted so screen readers announce it. */
export function NoticeRegion() {
  const { notice } = useNotices();
  return (
    <div role="status" className={styles.noticeRegion}>
      {notice ? (
        <div className={styles.notice[notice.tone]}>
          <strong>{notice.title}</strong>
          {notice.description ? <span> {notice.description}</span> : null}
        </div>
      ) : null}
    </div>
  );
}

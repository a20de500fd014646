import { useDocumentTitle } from '../../lib/document-title';
import { LinkButton } from '../../ui/link-button';
import * as styles from './not-found.css';

export function NotFound() {
  useDocumentTitle('Page Not Found');
  return (
    <main className={styles.page}>
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1 className={styles.title}>Page Not Found</h1>
      <p className={styles.text}>The page you are looking for does not exist or has moved.</p>
      <LinkButton href="/">Go Home</LinkButton>
    </main>
  );
}

import { Suspense, useState } from 'react';
import { codeApart } from '../../../lib/code-apart';
import { useDocumentTitle } from '../../../lib/document-title';
import { Link } from '../../../ui/link';
import { Spinner } from '../../../ui/spinner';
import { DemoNotice } from '../public/demo-notice';
import type { AuthTab } from './auth-tabs';
import * as styles from './landing.css';
import { SideCards } from './side-cards';

// Requested as soon as this module runs, beside the page's own code, and shown when it arrives (a page the
// server rendered is hydrated once it has: web/main.tsx).
const authTabs = codeApart(() => import('./auth-tabs').then((module) => module.AuthTabs));
void authTabs.preload();
const AuthTabs = authTabs.Component;

export interface LandingProps {
  initialTab?: AuthTab;
}

/** The signed-out page: hero, the sign-up and login tabs, and why to play. */
export function Landing({ initialTab = 'signup' }: LandingProps) {
  const [tab, setTab] = useState<AuthTab>(initialTab);
  useDocumentTitle(tab === 'login' ? 'Login' : 'Sign Up');
  const [loginEmail, setLoginEmail] = useState('');

  const goToLogin = (email: string) => {
    if (email) setLoginEmail(email);
    setTab('login');
  };

  return (
    <main className={styles.page}>
      <header className={styles.hero}>
        <span className={styles.logo} aria-hidden="true">
          🎡
        </span>
        <h1 className={styles.title}>Prize Wheel</h1>
        <p className={styles.tagline}>Spin the Wheel • Win Real Prizes • Live Action</p>
        <p className={styles.intro}>
          Join a live game, spin the wheel to claim a number and compete for a real prize.
        </p>
        <nav aria-label="About the games" className={styles.aboutLinks}>
          <Link href="/how-to-play">How to Play</Link>
          <Link href="/prize-rules">Prize Rules</Link>
          <Link href="/contact">Contact</Link>
        </nav>
        <DemoNotice />
      </header>
      <div className={styles.columns}>
        <div className={styles.authCard}>
          <Suspense
            fallback={
              <div className={styles.authLoading}>
                <Spinner label="Loading the sign-up form..." />
              </div>
            }
          >
            <AuthTabs
              tab={tab}
              onTabChange={setTab}
              loginEmail={loginEmail}
              onLoginEmailChange={setLoginEmail}
              onGoToLogin={goToLogin}
            />
          </Suspense>
        </div>
        <SideCards />
      </div>
    </main>
  );
}

import { useState } from 'react';
import { useDocumentTitle } from '../../../lib/document-title';
import { Tab, TabList, TabPanel, Tabs } from '../../../ui/tabs';
import * as styles from './landing.css';
import { LoginForm } from './login-form';
import { SideCards } from './side-cards';
import { SignUpForm } from './sign-up-form';

export type AuthTab = 'signup' | 'login';

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
      </header>
      <div className={styles.columns}>
        <div className={styles.authCard}>
          <Tabs selectedKey={tab} onSelectionChange={(key) => setTab(key === 'login' ? 'login' : 'signup')}>
            <TabList aria-label="Sign up or log in">
              <Tab id="signup">Sign Up</Tab>
              <Tab id="login">Login</Tab>
            </TabList>
            <TabPanel id="signup" shouldForceMount>
              <SignUpForm onGoToLogin={goToLogin} />
            </TabPanel>
            <TabPanel id="login">
              <LoginForm email={loginEmail} onEmailChange={setLoginEmail} />
            </TabPanel>
          </Tabs>
        </div>
        <SideCards />
      </div>
    </main>
  );
}

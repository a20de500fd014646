import { Tab, TabList, TabPanel, Tabs } from '../../../ui/tabs';
import { LoginForm } from './login-form';
import { SignUpForm } from './sign-up-form';

/** The two forms of the landing page's panel. */
export type AuthTab = 'signup' | 'login';

export interface AuthTabsProps {
  tab: AuthTab;
  onTabChange: (tab: AuthTab) => void;
  loginEmail: string;
  onLoginEmailChange: (email: string) => void;
  onGoToLogin: (email: string) => void;
}

/** The sign-up and login forms, the landing page's own chunk: the hero paints before their code arrives. */
export function AuthTabs({ tab, onTabChange, loginEmail, onLoginEmailChange, onGoToLogin }: AuthTabsProps) {
  return (
    <Tabs selectedKey={tab} onSelectionChange={(key) => onTabChange(key === 'login' ? 'login' : 'signup')}>
      <TabList aria-label="Sign up or log in">
        <Tab id="signup">Sign Up</Tab>
        <Tab id="login">Login</Tab>
      </TabList>
      <TabPanel id="signup" shouldForceMount>
        <SignUpForm onGoToLogin={onGoToLogin} />
      </TabPanel>
      <TabPanel id="login">
        <LoginForm email={loginEmail} onEmailChange={onLoginEmailChange} />
      </TabPanel>
    </Tabs>
  );
}

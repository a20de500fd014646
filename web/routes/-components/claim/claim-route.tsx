import { useState } from 'react';
import { useAuth } from '../../../auth/auth-context';
import { GameStateScreen } from '../../game/-components/game-state-screen';
import { LoginForm } from '../landing/login-form';
import { PublicPage } from '../public/public-page';
import { ClaimPage } from './claim-page';

const RELATED = [
  { href: '/official-rules', label: 'Official Rules' },
  { href: '/winners', label: 'Winners' },
] as const;

/** /claim/{winnerId}: the winner's claim once signed in; a visitor is asked to sign in first. */
export function ClaimRoute({ raw }: { raw: string }) {
  const { state } = useAuth();
  const [email, setEmail] = useState('');
  const winnerId = Number(raw);
  if (!/^[1-9]\d*$/.test(raw) || !Number.isSafeInteger(winnerId))
    return (
      <GameStateScreen icon="🔍" title="Claim Not Found">
        <p>There is no claim with this number.</p>
      </GameStateScreen>
    );
  if (state.status !== 'signed-in')
    return (
      <PublicPage
        title="Claim your prize"
        icon="🎁"
        intro="Please sign in to see and claim your prize."
        related={RELATED}
      >
        <LoginForm email={email} onEmailChange={setEmail} />
      </PublicPage>
    );
  return <ClaimPage winnerId={winnerId} />;
}

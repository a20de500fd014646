import { createFileRoute } from '@tanstack/react-router';
import { PlayerOnly } from '../auth/player-only';
import { MyNumbersPage } from './-components/history/my-numbers-page';

export const Route = createFileRoute('/my-numbers')({
  component: () => (
    <PlayerOnly>
      <MyNumbersPage />
    </PlayerOnly>
  ),
});

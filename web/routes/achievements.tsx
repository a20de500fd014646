import { createFileRoute } from '@tanstack/react-router';
import { PlayerOnly } from '../auth/player-only';
import { AchievementsPage } from './-components/history/achievements-page';

export const Route = createFileRoute('/achievements')({
  component: () => (
    <PlayerOnly>
      <AchievementsPage />
    </PlayerOnly>
  ),
});

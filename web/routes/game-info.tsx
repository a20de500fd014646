import { createFileRoute } from '@tanstack/react-router';
import { GameInfoPage } from './-components/public/game-info-page';

// A public page: open to everyone; the router plugin splits it into its own lazy chunk.
export const Route = createFileRoute('/game-info')({ component: GameInfoPage });

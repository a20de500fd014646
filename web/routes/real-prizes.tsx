import { createFileRoute } from '@tanstack/react-router';
import { RealPrizesPage } from './-components/public/real-prizes-page';

// A public page: open to everyone; the router plugin splits it into its own lazy chunk.
export const Route = createFileRoute('/real-prizes')({ component: RealPrizesPage });

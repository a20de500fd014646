import { createFileRoute } from '@tanstack/react-router';
import { WinnersPage } from './-components/winners/winners-page';

// A public page: open to everyone; the router plugin splits it into its own lazy chunk.
export const Route = createFileRoute('/winners')({ component: WinnersPage });

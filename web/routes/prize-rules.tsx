import { createFileRoute } from '@tanstack/react-router';
import { PrizeRulesPage } from './-components/public/prize-rules-page';

// A public page: open to everyone; the router plugin splits it into its own lazy chunk.
export const Route = createFileRoute('/prize-rules')({ component: PrizeRulesPage });

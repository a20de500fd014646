import { createFileRoute } from '@tanstack/react-router';
import { OfficialRulesPage } from './-components/public/official-rules-page';

// A public page: open to everyone; the router plugin splits it into its own lazy chunk.
export const Route = createFileRoute('/official-rules')({ component: OfficialRulesPage });

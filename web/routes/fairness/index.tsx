import { createFileRoute } from '@tanstack/react-router';
import { FairnessExplainedPage } from './-components/fairness-explained-page';

// A public page: open to everyone; the router plugin splits it into its own lazy chunk.
export const Route = createFileRoute('/fairness/')({ component: FairnessExplainedPage });

import { createFileRoute } from '@tanstack/react-router';
import { TermsPage } from './-components/public/terms-page';

// A public page: open to everyone; the router plugin splits it into its own lazy chunk.
export const Route = createFileRoute('/terms')({ component: TermsPage });

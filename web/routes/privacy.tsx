import { createFileRoute } from '@tanstack/react-router';
import { PrivacyPage } from './-components/public/privacy-page';

// A public page: open to everyone; the router plugin splits it into its own lazy chunk.
export const Route = createFileRoute('/privacy')({ component: PrivacyPage });

import { createFileRoute } from '@tanstack/react-router';
import { ResponsiblePlayPage } from './-components/public/responsible-play-page';

// A public page: open to everyone; the router plugin splits it into its own lazy chunk.
export const Route = createFileRoute('/responsible-play')({ component: ResponsiblePlayPage });

import { createFileRoute } from '@tanstack/react-router';
import { InstantPlayPage } from './-components/public/instant-play-page';

// A public page: open to everyone; the router plugin splits it into its own lazy chunk.
export const Route = createFileRoute('/instant-play')({ component: InstantPlayPage });

import { createFileRoute } from '@tanstack/react-router';
import { HowToPlayPage } from './-components/public/how-to-play-page';

// A public page: open to everyone; the router plugin splits it into its own lazy chunk.
export const Route = createFileRoute('/how-to-play')({ component: HowToPlayPage });

import { createFileRoute } from '@tanstack/react-router';
import { WelcomePage } from './-components/public/welcome-page';

// A public page: open to everyone; the router plugin splits it into its own lazy chunk.
export const Route = createFileRoute('/welcome')({ component: WelcomePage });

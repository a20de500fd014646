import { createFileRoute } from '@tanstack/react-router';
import { FreeSpinsPage } from './-components/public/free-spins-page';

// A public page: open to everyone; the router plugin splits it into its own lazy chunk.
export const Route = createFileRoute('/free-spins')({ component: FreeSpinsPage });

import { createFileRoute } from '@tanstack/react-router';
import { ContactPage } from './-components/public/contact-page';

// A public page: open to everyone; the router plugin splits it into its own lazy chunk.
export const Route = createFileRoute('/contact')({ component: ContactPage });

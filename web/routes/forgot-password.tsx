import { createFileRoute } from '@tanstack/react-router';
import { ForgotPasswordPage } from './-components/account-links/account-link-pages';

export const Route = createFileRoute('/forgot-password')({ component: ForgotPasswordPage });

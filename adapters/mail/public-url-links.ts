import type { SiteLinks } from '../../application/shared/ports/site-links';

/**
 * Links on the public address. The server learns its port only once listening (PORT=0 in tests),
 * so the address can be set after the container is built.
 */
export class PublicUrlLinks implements SiteLinks {
  constructor(private base: string) {}

  setBase(base: string): void {
    this.base = base.replace(/\/$/, '');
  }

  get siteUrl(): string {
    return this.base;
  }

  resetPassword(token: string): string {
    return `${this.base}/reset-password?token=${encodeURIComponent(token)}`;
  }

  unsubscribePage(token: string): string {
    return `${this.base}/unsubscribe?token=${encodeURIComponent(token)}`;
  }

  unsubscribeOneClick(token: string): string {
    return `${this.base}/api/unsubscribe?token=${encodeURIComponent(token)}`;
  }

  confirmSubscription(token: string): string {
    return `${this.base}/confirm-subscription?token=${encodeURIComponent(token)}`;
  }

  game(gameId: number): string {
    return `${this.base}/game/${gameId}`;
  }
}

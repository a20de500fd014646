/** Links to the site that e-mails carry, on its public address (PUBLIC_URL). */
export interface SiteLinks {
  resetPassword(token: string): string;
  /** The unsubscribe confirmation page (GET shows it; its button unsubscribes). */
  unsubscribePage(token: string): string;
  /** RFC 8058 one-click: mail clients POST `List-Unsubscribe=One-Click` here. */
  unsubscribeOneClick(token: string): string;
  game(gameId: number): string;
  /** The page whose button confirms a 'Get Notified' subscription. */
  confirmSubscription(token: string): string;
}

/** The generic error dialog's title, chosen from the words of the message (docs/rules/player-pages.md, Sign-up, sign-in and card setup). */
export function errorDialogTitle(message: string): string {
  const text = message.toLowerCase();
  if (text.includes('registration failed') || text.includes('500')) return 'Registration Issue';
  if (text.includes('payment') || text.includes('card')) return 'Payment Processing Error';
  if (text.includes('network') || text.includes('connection') || text.includes('failed to fetch')) {
    return 'Connection Problem';
  }
  if (text.includes('unauthorized') || text.includes('login')) return 'Authentication Required';
  return 'Something Went Wrong';
}

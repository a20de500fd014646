import * as styles from './onboarding.css';

/** What to check when a card cannot be set up (docs/rules/player-pages.md, Sign-up, sign-in and card setup). */
export function SetupTips() {
  return (
    <ul className={styles.tips}>
      <li>Check that the card number, expiry date and CVV are correct.</li>
      <li>Enter the expiry date as MM/YY.</li>
      <li>The CVV is the 3 digits on the back (4 on the front of American Express cards).</li>
      <li>Try a different card.</li>
      <li>If the card still fails, contact your bank.</li>
    </ul>
  );
}

import { Link } from '../../../ui/link';
import * as styles from './lobby-footer.css';

/** The lobby's footer links (docs/rules/player-pages.md, The lobby), all to the public pages. */
const LINKS = [
  { href: '/instant-play', label: 'Instant Play' },
  { href: '/real-prizes', label: 'Real Prizes' },
  { href: '/winners', label: 'Winners' },
  { href: '/free-spins', label: 'Free Spins' },
  { href: '/game-info', label: 'Game Info' },
  { href: '/how-to-play', label: 'How to Play' },
  { href: '/prize-rules', label: 'Prize Rules' },
  { href: '/contact', label: 'Contact' },
  { href: '/terms', label: 'Terms of Service' },
  { href: '/privacy', label: 'Privacy Policy' },
  { href: '/official-rules', label: 'Official Rules' },
  { href: '/responsible-play', label: 'Responsible Play' },
] as const;

export function LobbyFooter() {
  return (
    <footer className={styles.footer}>
      <nav aria-label="Site information">
        <ul className={styles.links}>
          {LINKS.map((link) => (
            <li key={link.href}>
              <Link href={link.href} className={styles.link}>
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </footer>
  );
}

import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../../lib/document-title';
import { Link } from '../../../ui/link';
import * as styles from './public-page.css';

interface RelatedLink {
  href: string;
  label: string;
}

export interface PublicPageProps {
  title: string;
  icon: string;
  intro: ReactNode;
  /** Other pages this one points to, listed under the content. */
  related: readonly RelatedLink[];
  /** Shown under the intro: the demo notice on the pages that advertise prizes. */
  notice?: ReactNode;
  /** Where the top link goes back to: home unless the page belongs to something (a game's fairness). */
  back?: RelatedLink;
  children: ReactNode;
}

const HOME: RelatedLink = { href: '/', label: 'Back to Home' };

/** The frame of every public page: 'Back to Home' (or its own way back), the title, the sections, the cross-links. */
export function PublicPage({ title, icon, intro, related, notice, back = HOME, children }: PublicPageProps) {
  useDocumentTitle(title);
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <Link href={back.href}>← {back.label}</Link>
      </header>
      <main className={styles.content}>
        <div className={styles.hero}>
          <span className={styles.icon} aria-hidden="true">
            {icon}
          </span>
          <h1 className={styles.title}>{title}</h1>
          <p className={styles.intro}>{intro}</p>
          {notice}
        </div>
        {children}
      </main>
      <nav className={styles.related} aria-labelledby="related-heading">
        <h2 id="related-heading" className={styles.subTitle}>
          More information
        </h2>
        <ul className={styles.relatedList}>
          {related.map((link) => (
            <li key={link.href}>
              <Link href={link.href} className={styles.relatedLink}>
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}

export interface SectionProps {
  title: string;
  children: ReactNode;
}

/** One titled block of a public page (an h2 under the page's h1). */
export function Section({ title, children }: SectionProps) {
  return (
    <section className={styles.section}>
      <h2 className={styles.sectionTitle}>{title}</h2>
      {children}
    </section>
  );
}

export function Paragraph({ children }: { children: ReactNode }) {
  return <p className={styles.text}>{children}</p>;
}

export function Bullets({ items }: { items: readonly ReactNode[] }) {
  return (
    <ul className={styles.list}>
      {items.map((item, index) => (
        // The lists are fixed copy: their order never changes.
        // biome-ignore lint/suspicious/noArrayIndexKey: static text
        <li key={index}>{item}</li>
      ))}
    </ul>
  );
}

export interface Step {
  title: string;
  text: ReactNode;
}

/** A numbered guide; each step's title is an h3 under the section's h2. */
export function Steps({ steps }: { steps: readonly Step[] }) {
  return (
    <ol className={styles.steps}>
      {steps.map((step, index) => (
        <li key={step.title} className={styles.step}>
          <span className={styles.stepNumber} aria-hidden="true">
            {index + 1}
          </span>
          <div className={styles.stepBody}>
            <h3 className={styles.subTitle}>{step.title}</h3>
            <p className={styles.text}>{step.text}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}

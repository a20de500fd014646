import {
  Body,
  Container,
  Head,
  Heading,
  Hr,
  Html,
  Link,
  Preview,
  Section,
  Text,
} from '@react-email/components';
import type { ReactNode } from 'react';

// The product's look (web/ui/theme.css.ts): deep violet, gold accent, white card for legibility.
const colors = {
  background: '#140a2e',
  card: '#ffffff',
  ink: '#1f1147',
  muted: '#5b5873',
  accent: '#f59e0b',
};

export const styles = {
  text: { color: colors.ink, fontSize: '16px', lineHeight: '24px', margin: '0 0 16px' },
  muted: { color: colors.muted, fontSize: '13px', lineHeight: '20px', margin: '0 0 8px' },
  button: {
    backgroundColor: '#7c3aed',
    borderRadius: '8px',
    color: '#ffffff',
    display: 'inline-block',
    fontSize: '16px',
    fontWeight: 700,
    padding: '12px 24px',
    textDecoration: 'none',
  },
  row: { color: colors.ink, fontSize: '15px', lineHeight: '22px', margin: '0 0 4px' },
} as const;

export interface LayoutProps {
  preview: string;
  heading: string;
  siteUrl: string;
  children: ReactNode;
  /** Shown under the footer: why the reader got this e-mail, or how to stop it. */
  footer?: ReactNode;
}

/** Every e-mail's frame: the Prize Wheel header, a white card, the site link. */
export function Layout({ preview, heading, siteUrl, children, footer }: LayoutProps) {
  return (
    <Html lang="en">
      <Head />
      <Preview>{preview}</Preview>
      <Body
        style={{ backgroundColor: colors.background, fontFamily: 'Helvetica, Arial, sans-serif', margin: 0 }}
      >
        <Container style={{ maxWidth: '560px', margin: '0 auto', padding: '24px 16px' }}>
          <Text style={{ color: colors.accent, fontSize: '22px', fontWeight: 800, margin: '0 0 16px' }}>
            Prize Wheel
          </Text>
          <Section style={{ backgroundColor: colors.card, borderRadius: '12px', padding: '24px' }}>
            <Heading as="h1" style={{ color: colors.ink, fontSize: '22px', margin: '0 0 16px' }}>
              {heading}
            </Heading>
            {children}
          </Section>
          <Hr style={{ borderColor: '#3b2a6b', margin: '24px 0 12px' }} />
          <Text style={{ color: '#c4b5fd', fontSize: '12px', lineHeight: '18px', margin: 0 }}>
            Prize Wheel ·{' '}
            <Link href={siteUrl} style={{ color: '#fcd34d' }}>
              {siteUrl}
            </Link>
          </Text>
          {footer ? (
            <Text style={{ color: '#c4b5fd', fontSize: '12px', lineHeight: '18px' }}>{footer}</Text>
          ) : null}
        </Container>
      </Body>
    </Html>
  );
}

export function Greeting({ firstName }: { firstName: string | null }) {
  return <Text style={styles.text}>{firstName ? `Hi ${firstName},` : 'Hi,'}</Text>;
}

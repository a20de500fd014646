import * as styles from './contact.css';
import { ContactForm } from './contact-form';
import { OperatorContact } from './operator-contact';
import { BUSINESS_HOURS, REPLY_HOURS } from './product-facts';
import { Paragraph, PublicPage, Section } from './public-page';
import * as pageStyles from './public-page.css';

export function ContactPage() {
  return (
    <PublicPage
      title="Contact Us"
      icon="✉️"
      intro={`Questions about a game, a payment or a prize? Write to us: we reply within ${REPLY_HOURS} hours.`}
      related={[
        { href: '/how-to-play', label: 'How to Play' },
        { href: '/prize-rules', label: 'Prize Rules' },
      ]}
    >
      <div className={styles.layout}>
        <section className={pageStyles.section}>
          <ContactForm />
        </section>
        <Section title="Contact information">
          <Paragraph>Our team answers every message by e-mail, at the address you give.</Paragraph>
          <OperatorContact />
          <h3 className={pageStyles.subTitle}>Business hours</h3>
          <dl className={styles.hours}>
            {BUSINESS_HOURS.map((slot) => (
              <div key={slot.days}>
                <dt className={styles.hoursDays}>{slot.days}</dt>
                <dd className={styles.hoursTime}>{slot.hours}</dd>
              </div>
            ))}
          </dl>
          <Paragraph>{`We respond within ${REPLY_HOURS} hours.`}</Paragraph>
        </Section>
      </div>
    </PublicPage>
  );
}

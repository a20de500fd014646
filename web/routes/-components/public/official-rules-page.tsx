import { officialRulesText } from '../../../../domain/games/official-rules';
import { trpc } from '../../../lib/trpc';
import { Alert } from '../../../ui/alert';
import { OfficialRulesSections } from './official-rules-sections';
import { usePrizeClaimHours } from './prize-claim-hours';
import { Paragraph, PublicPage, Section } from './public-page';

const RELATED = [
  { href: '/terms', label: 'Terms & Conditions' },
  { href: '/privacy', label: 'Privacy Policy' },
  { href: '/prize-rules', label: 'Prize Rules' },
  { href: '/contact', label: 'Contact Us' },
] as const;

/**
 * /official-rules: the rules' words come from the domain (domain/games/official-rules.ts), the same
 * text a game's terms hold, with the Sponsor and the claim window the server names. Until the Sponsor
 * is known its section says so (a demo site is never presented as a named company).
 */
export function OfficialRulesPage() {
  const claimHours = usePrizeClaimHours();
  const sponsor = trpc.config.sponsor.useQuery(undefined, { staleTime: Number.POSITIVE_INFINITY });
  const rules = officialRulesText(sponsor.data ?? null, claimHours);
  const [sponsorSection, ...rest] = rules.sections;
  return (
    <PublicPage title={rules.title} icon="⚖️" intro={rules.intro} related={RELATED}>
      {sponsor.isPending || sponsor.isError || !sponsorSection ? (
        <Section title="1. Sponsor">
          {sponsor.isError ? (
            <Alert tone="danger">
              The sponsor's name and address could not be loaded. Please reload the page.
            </Alert>
          ) : (
            <Paragraph>Loading the sponsor's name and address…</Paragraph>
          )}
        </Section>
      ) : (
        <OfficialRulesSections rules={{ ...rules, sections: [sponsorSection] }} />
      )}
      <OfficialRulesSections rules={{ ...rules, sections: rest }} />
    </PublicPage>
  );
}

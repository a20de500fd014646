import type { OfficialRulesText, RulesBlock } from '../../../../domain/terms/terms-document';
import { Alert } from '../../../ui/alert';
import { Bullets, Paragraph } from './public-page';
import * as styles from './public-page.css';

function Block({ block }: { block: RulesBlock }) {
  switch (block.kind) {
    case 'text':
      return <Paragraph>{block.text}</Paragraph>;
    case 'list':
      return <Bullets items={block.items} />;
    case 'address':
      return <address className={styles.address}>{block.lines.join('\n')}</address>;
    case 'notice':
      return <Alert tone="warning">{block.text}</Alert>;
  }
}

/** One section of the Official Rules, its blocks as the domain wrote them (domain/games/official-rules.ts). */
function RulesSectionBlocks({ blocks }: { blocks: readonly RulesBlock[] }) {
  return (
    <>
      {blocks.map((block, index) => (
        // The rules are fixed text: their order never changes.
        // biome-ignore lint/suspicious/noArrayIndexKey: static text
        <Block key={index} block={block} />
      ))}
    </>
  );
}

/**
 * The Official Rules' sections as text under a heading of their own level: the h2 sections of
 * /official-rules, or h3 inside a game's terms (/rules/{id}, 'Official Rules in force').
 */
export function OfficialRulesSections({
  rules,
  headingLevel: Heading = 'h2',
}: {
  rules: OfficialRulesText;
  headingLevel?: 'h2' | 'h3' | 'h4';
}) {
  return (
    <>
      {rules.sections.map((section) => (
        <section key={section.title} className={Heading === 'h2' ? styles.section : styles.subsection}>
          <Heading className={Heading === 'h2' ? styles.sectionTitle : styles.subTitle}>
            {section.title}
          </Heading>
          <RulesSectionBlocks blocks={section.blocks} />
        </section>
      ))}
    </>
  );
}

import { Button, Text } from '@react-email/components';
import { styles } from './layout';

/** The claim page of a win: `/claim/{winnerId}` on the site. */
const claimUrl = (siteUrl: string, winnerId: number) => `${siteUrl}/claim/${winnerId}`;

export function ClaimButton({
  siteUrl,
  winnerId,
  label,
}: {
  siteUrl: string;
  winnerId: number;
  label: string;
}) {
  const url = claimUrl(siteUrl, winnerId);
  return (
    <>
      <Button href={url} style={styles.button}>
        {label}
      </Button>
      <Text style={{ ...styles.muted, marginTop: '16px' }}>Or open this address: {url}</Text>
    </>
  );
}

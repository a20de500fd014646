import { trpc } from '../../../lib/trpc';
import { Link } from '../../../ui/link';
import * as pageStyles from './public-page.css';

/** The operator's e-mail and postal address, each shown only when the site is configured with it. */
export function OperatorContact() {
  const contact = trpc.config.contact.useQuery(undefined, { staleTime: Number.POSITIVE_INFINITY });
  if (!contact.data) return null;
  const { email, postal } = contact.data;
  if (!email && !postal) return null;
  return (
    <>
      {email ? (
        <>
          <h3 className={pageStyles.subTitle}>E-mail</h3>
          <p>
            <Link href={`mailto:${email}`}>{email}</Link>
          </p>
        </>
      ) : null}
      {postal ? (
        <>
          <h3 className={pageStyles.subTitle}>Postal address</h3>
          <address>
            {postal.name}
            <br />
            {postal.address}
          </address>
        </>
      ) : null}
    </>
  );
}

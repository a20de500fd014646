import { useState } from 'react';
import { TextField } from '../../../../ui/text-field';
import * as styles from '../admin.css';

/** The yearly 1099 export: prizes of $600 or more with the TIN in full; every download is logged. */
export function TaxExport() {
  const [year, setYear] = useState(String(new Date().getFullYear()));
  const valid = /^\d{4}$/.test(year);
  return (
    <div className={styles.card}>
      <h3 className={styles.sectionTitle}>Tax Export</h3>
      <p className={styles.muted}>
        Winners of prizes worth $600 or more in the year, with name, address, taxpayer ID and prize value, for
        Form 1099. Each download is recorded in the activity list.
      </p>
      <div className={styles.row}>
        <TextField label="Year" inputMode="numeric" value={year} onChange={setYear} />
        {valid ? (
          <a href={`/api/admin/claims/tax-export.csv?year=${year}`} download>
            Download {year} tax export
          </a>
        ) : null}
      </div>
    </div>
  );
}

import { Input, Label, TextField } from 'react-aria-components';
import {
  parseIsoDate,
  parseTransactionSearch,
  type TransactionSearch,
} from '../../../lib/transaction-filter';
import { isRangeReversed } from '../../../lib/transaction-filter-apply';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Radio, RadioGroup } from '../../../ui/radio-group';
import * as styles from './history.css';

interface Props {
  id: string;
  search: TransactionSearch;
  onChange: (search: TransactionSearch) => void;
}

/** Free, paid or refunded, and a date range; every change goes to the query string. */
export function TransactionFilterPanel({ id, search, onChange }: Props) {
  const setDate = (key: 'from' | 'to', value: string) => {
    onChange({ ...search, [key]: parseIsoDate(value) });
  };
  return (
    <section id={id} className={styles.section} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.sectionTitle}>
        Filter Transactions
      </h2>
      <div className={styles.filterPanel}>
        <RadioGroup
          label="Type"
          orientation="horizontal"
          value={search.kind ?? 'all'}
          onChange={(value) => onChange({ ...search, kind: parseTransactionSearch({ kind: value }).kind })}
        >
          <Radio value="all">All</Radio>
          <Radio value="free">Free</Radio>
          <Radio value="paid">Paid</Radio>
          <Radio value="refunded">Refunded</Radio>
        </RadioGroup>
        <DateInput label="From" value={search.from} onChange={(value) => setDate('from', value)} />
        <DateInput label="To" value={search.to} onChange={(value) => setDate('to', value)} />
        <Button variant="ghost" size="sm" onPress={() => onChange({})}>
          Clear Filter
        </Button>
      </div>
      {isRangeReversed(search) ? (
        <Alert tone="warning">The From date is after the To date: no transaction can match.</Alert>
      ) : null}
    </section>
  );
}

function DateInput({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string | undefined;
  onChange: (value: string) => void;
}) {
  return (
    <TextField className={styles.dateField} value={value ?? ''} onChange={onChange}>
      <Label className={styles.summaryLabel}>{label}</Label>
      <Input type="date" className={styles.dateInput} />
    </TextField>
  );
}

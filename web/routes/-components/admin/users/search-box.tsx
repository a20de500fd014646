import { Input, Label, SearchField } from 'react-aria-components';
import * as field from '../../../../ui/field.css';
import * as styles from './users.css';

/** The directory's search: name or e-mail, asked of the server once typing pauses. */
export function SearchBox({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <SearchField value={value} onChange={onChange} className={`${field.field} ${styles.search}`}>
      <Label className={field.label}>Search users</Label>
      <Input className={field.control} placeholder="Name or e-mail" />
    </SearchField>
  );
}

import { TextField } from '../../../../ui/text-field';
import * as styles from './users.css';

/** The directory's search: name or e-mail, asked of the server once typing pauses. */
export function SearchBox({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <div className={styles.search}>
      <TextField
        label="Search users"
        type="search"
        placeholder="Name or e-mail"
        value={value}
        onChange={onChange}
      />
    </div>
  );
}

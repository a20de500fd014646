import { FieldError, Input, Label, TextArea, TextField } from 'react-aria-components';
import * as fieldStyles from '../../../ui/field.css';
import * as styles from './contact.css';

export interface ContactFieldProps {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  type?: 'text' | 'email';
  autoComplete?: string;
  maxLength: number;
  multiline?: boolean;
}

/** A required field of the contact form; the form's validation errors show under it. */
export function ContactField({ label, multiline, type = 'text', ...props }: ContactFieldProps) {
  return (
    <TextField {...props} type={type} isRequired className={fieldStyles.field}>
      <Label className={fieldStyles.label}>{label}</Label>
      {multiline ? (
        <TextArea className={`${fieldStyles.control} ${styles.message}`} rows={6} />
      ) : (
        <Input className={fieldStyles.control} />
      )}
      <FieldError className={styles.error} />
    </TextField>
  );
}

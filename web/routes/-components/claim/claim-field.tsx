import { FieldError, Input, Label, Text, TextField, type TextFieldProps } from 'react-aria-components';
import * as fieldStyles from '../../../ui/field.css';

export interface ClaimFieldProps extends Omit<TextFieldProps, 'className' | 'children'> {
  label: string;
  description?: string;
}

/** A text field of the claim form: the form's validation error for its name shows under it. */
export function ClaimField({ label, description, ...props }: ClaimFieldProps) {
  return (
    <TextField {...props} className={fieldStyles.field}>
      <Label className={fieldStyles.label}>{label}</Label>
      <Input className={fieldStyles.control} />
      {description ? (
        <Text slot="description" className={fieldStyles.description}>
          {description}
        </Text>
      ) : null}
      <FieldError className={fieldStyles.error} />
    </TextField>
  );
}

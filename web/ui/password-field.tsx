import { useState } from 'react';
import {
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
  Input,
  Label,
  Text,
  ToggleButton,
} from 'react-aria-components';
import * as styles from './field.css';

export interface PasswordFieldProps extends Omit<AriaTextFieldProps, 'className' | 'children' | 'type'> {
  label: string;
  description?: string;
  placeholder?: string;
}

/** A password input whose text the player can reveal and hide again. */
export function PasswordField({ label, description, placeholder, ...props }: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  return (
    <AriaTextField {...props} type={visible ? 'text' : 'password'} className={styles.field}>
      <Label className={styles.label}>{label}</Label>
      <div className={styles.withTrailing}>
        <Input className={`${styles.control} ${styles.trailingInput}`} placeholder={placeholder} />
        <ToggleButton
          isSelected={visible}
          onChange={setVisible}
          aria-label={`Show ${label.toLowerCase()}`}
          className={styles.trailing}
        >
          {visible ? 'Hide' : 'Show'}
        </ToggleButton>
      </div>
      {description ? (
        <Text slot="description" className={styles.description}>
          {description}
        </Text>
      ) : null}
    </AriaTextField>
  );
}

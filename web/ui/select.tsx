import {
  Select as AriaSelect,
  Button,
  FieldError,
  type Key,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  SelectValue,
  Text,
} from 'react-aria-components';
import * as field from './field.css';
import * as styles from './select.css';

interface SelectOption {
  id: string;
  name: string;
}

export interface SelectProps {
  label: string;
  options: readonly SelectOption[];
  value: string | null;
  onChange: (value: string | null) => void;
  placeholder?: string;
  description?: string;
  name?: string;
  isRequired?: boolean;
}

export function Select({ label, options, value, onChange, placeholder, description, ...props }: SelectProps) {
  return (
    <AriaSelect
      {...props}
      className={field.field}
      placeholder={placeholder}
      value={value}
      onChange={(key: Key | null) => onChange(key === null ? null : String(key))}
    >
      <Label className={field.label}>{label}</Label>
      <Button className={styles.trigger}>
        <SelectValue className={styles.value} />
        <span aria-hidden="true">▾</span>
      </Button>
      {description ? (
        <Text slot="description" className={field.description}>
          {description}
        </Text>
      ) : null}
      <FieldError className={field.error} />
      <Popover className={styles.popover}>
        <ListBox className={styles.listBox} items={options}>
          {(option) => (
            <ListBoxItem id={option.id} textValue={option.name} className={styles.item}>
              {option.name}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </AriaSelect>
  );
}

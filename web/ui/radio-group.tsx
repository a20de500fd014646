import type { ReactNode } from 'react';
import {
  Radio as AriaRadio,
  RadioGroup as AriaRadioGroup,
  type RadioGroupProps as AriaRadioGroupProps,
  Label,
} from 'react-aria-components';
import * as styles from './radio-group.css';

export interface RadioGroupProps extends Omit<AriaRadioGroupProps, 'className' | 'children'> {
  label: string;
  children: ReactNode;
}

export function RadioGroup({ label, children, ...props }: RadioGroupProps) {
  return (
    <AriaRadioGroup {...props} className={styles.group}>
      <Label className={styles.label}>{label}</Label>
      {children}
    </AriaRadioGroup>
  );
}

export function Radio({ value, children }: { value: string; children: ReactNode }) {
  return (
    <AriaRadio value={value} className={styles.radio}>
      <span className={styles.dot} aria-hidden="true" />
      <span>{children}</span>
    </AriaRadio>
  );
}

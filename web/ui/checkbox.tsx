import type { ReactNode } from 'react';
import { Checkbox as AriaCheckbox, type CheckboxProps as AriaCheckboxProps } from 'react-aria-components';
import * as styles from './checkbox.css';

export interface CheckboxProps extends Omit<AriaCheckboxProps, 'className' | 'children'> {
  children: ReactNode;
}

export function Checkbox({ children, ...props }: CheckboxProps) {
  return (
    <AriaCheckbox {...props} className={styles.checkbox}>
      {({ isSelected }) => (
        <>
          <span className={styles.box} aria-hidden="true">
            {isSelected ? '✓' : ''}
          </span>
          <span>{children}</span>
        </>
      )}
    </AriaCheckbox>
  );
}

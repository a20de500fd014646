import { Input, Label, Text, TextArea, TextField } from 'react-aria-components';
import * as field from '../../../ui/field.css';
import * as styles from './admin-games.css';

/** One labelled field of the Games tab's forms, with its description and its error beside it. */
export function Field(props: {
  label: string;
  value: string;
  onChange: (v: string) => void;
  error?: string;
  type?: string;
  placeholder?: string;
  description?: string;
  isRequired?: boolean;
  isDisabled?: boolean;
  isReadOnly?: boolean;
  multiline?: boolean;
  wide?: boolean;
}) {
  return (
    <TextField
      value={props.value}
      onChange={props.onChange}
      isRequired={props.isRequired}
      isDisabled={props.isDisabled}
      isReadOnly={props.isReadOnly}
      isInvalid={Boolean(props.error)}
      className={`${field.field} ${props.wide ? styles.wide : ''}`}
    >
      <Label className={field.label}>{props.label}</Label>
      {props.multiline ? (
        <TextArea className={`${field.control} ${styles.textArea}`} />
      ) : (
        <Input className={field.control} type={props.type} placeholder={props.placeholder} />
      )}
      {props.description ? (
        <Text slot="description" className={field.description}>
          {props.description}
        </Text>
      ) : null}
      {props.error ? (
        <Text slot="errorMessage" className={field.description} role="alert">
          {props.error}
        </Text>
      ) : null}
    </TextField>
  );
}

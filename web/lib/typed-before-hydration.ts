import { type RefObject, useLayoutEffect, useRef } from 'react';

/** A form's fields by name: the text of a text field, a text area or a select, whether a checkbox is ticked. */
export type FieldValues = Record<string, string | boolean>;

/**
 * The fields of a form rendered by the server that the visitor changed before React took the page over:
 * each field whose current value differs from the one the page was drawn with (its default, which React
 * sets from the state while hydrating and which typing does not touch). Named fields only.
 */
function fieldsChangedInPage(form: HTMLFormElement): FieldValues {
  const changed: FieldValues = {};
  for (const element of Array.from(form.elements)) {
    if (element instanceof HTMLInputElement && element.name) {
      if (element.type === 'checkbox' || element.type === 'radio') {
        if (element.checked !== element.defaultChecked) changed[element.name] = element.checked;
      } else if (element.type !== 'hidden' && element.value !== element.defaultValue) {
        changed[element.name] = element.value;
      }
    } else if (element instanceof HTMLTextAreaElement && element.name) {
      if (element.value !== element.defaultValue) changed[element.name] = element.value;
    } else if (element instanceof HTMLSelectElement && element.name) {
      const chosen = element.selectedOptions[0];
      if (chosen && !chosen.defaultSelected) changed[element.name] = element.value;
    }
  }
  return changed;
}

/**
 * What was typed into the server's HTML before hydration, handed to the form's state once. React keeps
 * such text on screen but never tells the state (its own replay of those changes is not in the stable
 * release), so the form would look filled and submit nothing. Read as the hydrated form is committed,
 * before any later render could write the state's empty values back into the fields.
 */
export function useFieldsTypedBeforeHydration(
  form: RefObject<HTMLFormElement | null>,
  take: (typed: FieldValues) => void,
): void {
  const latest = useRef(take);
  latest.current = take;
  useLayoutEffect(() => {
    const element = form.current;
    if (!element) return;
    const typed = fieldsChangedInPage(element);
    if (Object.keys(typed).length > 0) latest.current(typed);
  }, [form]);
}

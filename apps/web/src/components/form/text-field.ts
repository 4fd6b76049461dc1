import type { ChangeEvent } from 'react';
import type { FieldErrors } from './form-errors';

/** What a field, or a group of fields, gets from the form (`useForm` answers with these three too). */
export interface FormFields<V> {
  values: V;
  set: <K extends keyof V>(key: K, value: V[K]) => void;
  errors: FieldErrors;
}

type TextKeys<V> = { [K in keyof V]-?: V[K] extends string ? K : never }[keyof V];

/** The value, change handler and message of a text field of the form, for a TextInput or a Textarea. */
export function textField<V, K extends TextKeys<V>>(form: FormFields<V>, key: K) {
  return {
    value: form.values[key] as string,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => form.set(key, event.currentTarget.value as V[K]),
    error: form.errors[key as string],
  };
}

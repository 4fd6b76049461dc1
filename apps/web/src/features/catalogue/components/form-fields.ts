import type { FieldErrors } from '@/components/form/form-errors';

/** What a group of fields of a catalogue form gets from the form. */
export interface FieldsProps<V> {
  values: V;
  set: <K extends keyof V>(key: K, value: V[K]) => void;
  errors: FieldErrors;
}

import type { FormFields } from '@/components/form/text-field';

/** What a group of fields of a catalogue form gets from the form. */
export type FieldsProps<V> = FormFields<V>;

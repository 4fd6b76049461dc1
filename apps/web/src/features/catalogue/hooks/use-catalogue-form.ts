import '@bakrom/shared/zod-locale';
import { useCallback, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { nb } from '@/i18n/nb';
import { describeFailure, zodFieldErrors, type FieldErrors } from '@/components/form/form-errors';

interface CatalogueFormOptions<TValues, TBody> {
  initial: TValues;
  /** The shared schema of the request body: it validates the form before anything is sent. */
  schema: z.ZodType<TBody>;
  toBody: (values: TValues) => unknown;
  /** Sends the validated body (and runs the image steps before it). */
  save: (body: TBody) => Promise<unknown>;
  /** Paths the form shows beside their fields; other server messages go above the buttons. */
  shownFields: readonly string[];
}

/**
 * The one form pattern of the catalogue: controlled Mantine inputs over plain values, validated by the
 * shared zod schema on submit; server 400 messages land beside their fields; a save goes to /products.
 */
export function useCatalogueForm<TValues, TBody>({ initial, schema, toBody, save, shownFields }: CatalogueFormOptions<TValues, TBody>) {
  const navigate = useNavigate();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const set = useCallback(<K extends keyof TValues>(key: K, value: TValues[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    setErrors((current) => {
      if (!(key as string in current)) return current;
      const next = { ...current };
      delete next[key as string];
      return next;
    });
  }, []);

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (saving) return;
    setFailure(null);
    const parsed = schema.safeParse(toBody(values));
    if (!parsed.success) {
      setErrors(zodFieldErrors(parsed.error));
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      await save(parsed.data);
      void navigate('/products');
    } catch (error) {
      const described = describeFailure(error, shownFields, nb.catalogue.form.saveFailed);
      setErrors(described.fields);
      setFailure(described.message);
      setSaving(false);
    }
  };

  return { values, set, setValues, errors, setErrors, failure, saving, submit };
}

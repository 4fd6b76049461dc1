import { Alert } from '@mantine/core';
import { texts } from '@/i18n';

interface FormErrorSummaryProps {
  /** How many fields show an error. */
  count: number;
  /** The save attempt it belongs to: a new attempt announces the summary again. */
  attempt: number;
}

/** 'Skjemaet har 2 feil. Rett feltene som er merket.', announced when a save finds errors. */
export function FormErrorSummary({ count, attempt }: FormErrorSummaryProps) {
  if (count === 0) return null;
  return (
    <Alert key={attempt} color="red" role="alert" data-testid="form-error-summary">
      {texts.forms.errorSummary(count)}
    </Alert>
  );
}

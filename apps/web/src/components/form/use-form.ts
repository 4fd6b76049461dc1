import '@bakrom/shared/zod-locale';
import { useCallback, useLayoutEffect, useRef, useState, type FormEvent, type SetStateAction } from 'react';
import { useNavigate } from 'react-router';
import { notifications } from '@mantine/notifications';
import type { z } from 'zod';
import { texts } from '@/i18n';
import { describeFailure, splitFieldErrors, zodFieldErrors, type FieldErrors } from './form-errors';
import { focusAndReveal, invalidFields } from './invalid-fields';
import { useLeaveGuard } from './unsaved-changes';

export interface FormOptions<TValues, TBody, TResult> {
  initial: TValues;
  /** The shared schema of the request body: it checks the form before anything is sent. */
  schema: z.ZodType<TBody>;
  toBody: (values: TValues) => unknown;
  save: (body: TBody) => Promise<TResult>;
  /** Paths the form shows beside their fields (a path or its first part); other messages go above the buttons. */
  shownFields: readonly string[];
  /** Above the buttons when a save fails for a reason that names no field. */
  failureText?: string;
  /** Where a successful save leads; without it the form stays, with the saved values as its new start. */
  next?: string | ((result: TResult) => string);
  /** A check of its own before the schema's (a variant still open): messages per field, or null. */
  check?: (values: TValues) => FieldErrors | null;
  /** Something kept outside the values has changed too (a picked image). */
  changedOutside?: boolean;
  /**
   * 'save' (the default) keeps something: 'Lagret' after it, and a changed form asks before it is left.
   * 'submit' asks for something (a login, a report, a file, a search): neither.
   */
  kind?: 'save' | 'submit';
  /**
   * A form that stays on its screen after a save and confirms it there with its own words (the spec's
   * 'Åpningstidene er oppdatert'): shown above the buttons (`savedMessage`) instead of the 'Lagret' notice,
   * so that a save is confirmed one way.
   */
  savedMessage?: string;
}

function sameValues(a: unknown, b: unknown): boolean {
  return a === b || JSON.stringify(a) === JSON.stringify(b);
}

function withoutPath(errors: FieldErrors, path: string): FieldErrors {
  const kept = Object.entries(errors).filter(([key]) => key !== path && !key.startsWith(`${path}.`));
  return kept.length === Object.keys(errors).length ? errors : Object.fromEntries(kept);
}

/**
 * The one form pattern: controlled values checked by the shared zod schema on submit; a save runs once
 * however often 'Lagre' is pressed; messages land beside their fields (the server's 400 `fields` too)
 * with the focus on the first of them and a summary announced; a failure that names no field goes
 * above the buttons; 'Lagret' after a save; and a changed form asks before the user leaves it.
 * A form that only asks for something (`kind: 'submit'`) has the same checks, messages and focus.
 */
export function useForm<TValues, TBody, TResult = unknown>(options: FormOptions<TValues, TBody, TResult>) {
  const navigate = useNavigate();
  const [values, setValuesState] = useState(options.initial);
  const [start, setStart] = useState(options.initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [saved, setSaved] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [errorCount, setErrorCount] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  // State alone lets two clicks in the same tick both through; the ref does not.
  const pendingRef = useRef(false);
  const focusAfterRender = useRef(false);

  const saves = options.kind !== 'submit';
  const dirty = Boolean(options.changedOutside) || !sameValues(values, start);
  const guard = useLeaveGuard(saves && dirty);
  const { markChanged } = guard;

  const changed = useCallback(() => {
    markChanged();
    setSaved(false);
  }, [markChanged]);

  const set = useCallback(
    <K extends keyof TValues>(key: K, value: TValues[K]) => {
      setValuesState((current) => ({ ...current, [key]: value }));
      setErrors((current) => withoutPath(current, String(key)));
      changed();
    },
    [changed],
  );

  const setValues = useCallback(
    (update: SetStateAction<TValues>) => {
      setValuesState(update);
      changed();
    },
    [changed],
  );

  /** Starts the form again from other values (a form that follows the URL), without messages. */
  const restart = useCallback((next: TValues) => {
    setValuesState(next);
    setStart(next);
    setErrors({});
    setFailure(null);
  }, []);

  // Count what the screen marks (a group shows one message for several paths), then move the focus.
  useLayoutEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const fields = invalidFields(form);
    setErrorCount(fields.length);
    if (!focusAfterRender.current) return;
    focusAfterRender.current = false;
    const target = fields[0] ?? form.querySelector<HTMLElement>('[data-form-failure]');
    if (target) focusAndReveal(target);
  }, [errors, failure, attempt]);

  const showErrors = (fields: FieldErrors, message: string | null) => {
    setErrors(fields);
    setFailure(message);
    setAttempt((count) => count + 1);
    focusAfterRender.current = true;
  };

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (pendingRef.current) return;
    pendingRef.current = true;
    const submitted = values;
    const found = options.check?.(submitted);
    const own = found && Object.keys(found).length > 0 ? found : null;
    const parsed = own ? null : options.schema.safeParse(options.toBody(submitted));
    if (!parsed?.success) {
      const split = splitFieldErrors(own ?? zodFieldErrors(parsed!.error!), options.shownFields);
      showErrors(split.fields, split.others.length > 0 ? split.others.join(' ') : null);
      pendingRef.current = false;
      return;
    }
    setErrors({});
    setFailure(null);
    setPending(true);
    try {
      const result = await options.save(parsed.data);
      if (saves) {
        if (options.savedMessage === undefined)
          notifications.show({ message: texts.forms.saved, color: 'teal', role: 'status', autoClose: 4000, 'data-testid': 'saved-notice' });
        setSaved(true);
      }
      setStart(submitted);
      if (options.next) {
        // The button stays busy until the next screen replaces this one.
        guard.markLeaving();
        void navigate(typeof options.next === 'function' ? options.next(result) : options.next);
        return;
      }
    } catch (error) {
      const described = describeFailure(error, options.shownFields, options.failureText ?? texts.forms.saveFailed);
      showErrors(described.fields, described.message);
    }
    pendingRef.current = false;
    setPending(false);
  };

  return {
    values,
    set,
    setValues,
    restart,
    errors,
    setErrors,
    failure,
    pending,
    /** The last save succeeded and nothing changed since. */
    saved,
    /** The form's own confirmation while the last save stands (`savedMessage`), else null. */
    savedMessage: saved ? (options.savedMessage ?? null) : null,
    dirty,
    /** Fields the screen marks with an error, for the summary. */
    errorCount,
    attempt,
    formRef,
    submit,
    leaveQuestion: guard.question,
    /** Lets the next navigation through without asking ('Avbryt'). */
    letGo: guard.markLeaving,
  };
}

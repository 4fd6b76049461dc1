import { useEffect, useRef, useState } from 'react';
import { Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { texts } from '@/i18n';
import { apiErrorMessage } from './form/form-errors';

/** How long the notice offers 'Angre' while neither the pointer nor the keyboard focus is in it. */
export const UNDO_NOTICE_MS = 6000;

export interface UndoNoticeOptions {
  /** What the action did, as the notice says it ('Margherita er tilgjengelig igjen.'). */
  message: string;
  /** The reverse action, through the same API (the change of the one before undone, not delayed). */
  undo: () => Promise<unknown>;
  /** What the notice says once the reverse is done. */
  undoneMessage: string;
  /**
   * Move the keyboard focus to 'Angre' (the action was pressed with the keyboard and the control it
   * was pressed on is gone), so that the keyboard reaches it at once.
   */
  focus?: boolean;
}

let counter = 0;

function UndoNoticeBody({ id, options }: { id: string; options: UndoNoticeOptions }) {
  const t = texts.forms.undo;
  const [pending, setPending] = useState(false);
  // The notice stays while the pointer or the keyboard focus is in it (WCAG 2.2.1), then leaves.
  const [held, setHeld] = useState({ pointer: false, focus: false });
  const button = useRef<HTMLButtonElement>(null);
  const holding = held.pointer || held.focus || pending;

  useEffect(() => {
    if (options.focus) button.current?.focus();
  }, [options.focus]);

  useEffect(() => {
    if (holding) return;
    const timer = setTimeout(() => notifications.hide(id), UNDO_NOTICE_MS);
    return () => clearTimeout(timer);
  }, [holding, id]);

  const undo = async () => {
    setPending(true);
    try {
      await options.undo();
      notifications.hide(id);
      notifications.show({
        message: options.undoneMessage,
        color: 'teal',
        role: 'status',
        autoClose: 4000,
        'data-testid': 'undone-notice',
      });
    } catch (error) {
      notifications.hide(id);
      notifications.show({
        message: apiErrorMessage(error, t.failed),
        color: 'red',
        role: 'alert',
        autoClose: 8000,
        'data-testid': 'undo-failed-notice',
      });
    }
  };

  return (
    <Group
      justify="space-between"
      wrap="nowrap"
      gap="md"
      onMouseEnter={() => setHeld((current) => ({ ...current, pointer: true }))}
      onMouseLeave={() => setHeld((current) => ({ ...current, pointer: false }))}
      onFocus={() => setHeld((current) => ({ ...current, focus: true }))}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setHeld((current) => ({ ...current, focus: false }));
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape') notifications.hide(id);
      }}
    >
      <Text size="sm">{options.message}</Text>
      <Button
        ref={button}
        variant="light"
        size="compact-sm"
        loading={pending}
        onClick={() => void undo()}
        aria-label={t.label(options.message)}
        data-testid="undo-button"
      >
        {t.action}
      </Button>
    </Group>
  );
}

/**
 * The notice of an instant action (a sold-out item made available, dishes opened or closed): what was
 * done and 'Angre', which runs the reverse through the same API. It is announced to screen readers
 * (role status), stays while hovered or focused, and leaves after `UNDO_NOTICE_MS`. A failed reverse
 * says why (the server's message, a 404 or 409 among them).
 */
export function showUndoNotice(options: UndoNoticeOptions): string {
  counter += 1;
  const id = `undo-notice-${counter}`;
  notifications.show({
    id,
    message: <UndoNoticeBody id={id} options={options} />,
    color: 'teal',
    role: 'status',
    autoClose: false,
    withCloseButton: true,
    closeButtonProps: { 'aria-label': texts.forms.undo.close },
    'data-testid': 'undo-notice',
  });
  return id;
}

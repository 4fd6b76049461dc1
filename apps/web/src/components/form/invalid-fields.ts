/*
 * Mantine renders every field with an error the same way: an `InputWrapper` root holding the control
 * (marked aria-invalid and described by the message when it is a single input) and the message.
 * Groups (checkboxes, the variant list, the image) mark only the wrapper, so the wrapper is what we look for.
 */
const ERROR_TEXT = '.mantine-InputWrapper-error';
const WRAPPER = '.mantine-InputWrapper-root';
const FOCUSABLE = [
  'input:not([type="hidden"]):not([disabled])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'button:not([disabled])',
  '[tabindex]',
]
  .map((selector) => `${selector}:not([tabindex="-1"])`)
  .join(', ');

/** The control to put the focus on for a field's error message. */
function controlOf(message: HTMLElement): HTMLElement {
  const wrapper = message.closest<HTMLElement>(WRAPPER);
  return wrapper?.querySelector<HTMLElement>('[aria-invalid="true"]') ?? wrapper?.querySelector<HTMLElement>(FOCUSABLE) ?? message;
}

/** The fields of a form that show an error, in the order they appear on the screen. */
export function invalidFields(root: HTMLElement): HTMLElement[] {
  const fields: HTMLElement[] = [];
  for (const message of root.querySelectorAll<HTMLElement>(ERROR_TEXT)) {
    const control = controlOf(message);
    if (!fields.includes(control)) fields.push(control);
  }
  return fields;
}

/** Scrolls an element to the middle of the window and puts the focus on it. */
export function focusAndReveal(element: HTMLElement): void {
  // A message with no control of its own (rare) takes the focus itself.
  if (!element.matches(FOCUSABLE) && !element.hasAttribute('tabindex')) element.tabIndex = -1;
  element.scrollIntoView?.({ block: 'center' });
  element.focus({ preventScroll: true });
}

import type { BackLink } from '@/components/screen-state';
import { texts } from '@/i18n';

/** Where a catalogue screen leads back to when what it shows is missing or failed to load. */
export function backToProducts(): BackLink {
  return { to: '/products', label: texts.catalogue.form.backToProducts };
}

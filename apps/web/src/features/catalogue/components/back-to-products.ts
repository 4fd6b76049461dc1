import type { BackLink } from '@/components/screen-state';
import { nb } from '@/i18n/nb';

/** Where a catalogue screen leads back to when what it shows is missing or failed to load. */
export const backToProducts: BackLink = { to: '/products', label: nb.catalogue.form.backToProducts };

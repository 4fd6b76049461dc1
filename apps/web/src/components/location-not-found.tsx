import { texts } from '@/i18n';
import { NotFound } from './not-found';

/** A link named a location that is not one of the user's: nothing is shown or done for another one. */
export function LocationNotFound() {
  const t = texts.locationNotFound;
  return <NotFound homePath="/overview" title={t.title} text={t.text} linkLabel={t.toOverview} />;
}

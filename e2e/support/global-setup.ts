import { seedTemplate } from './server';

/** Seeds the demo data once for the run; the returned function removes it after the run. */
export default function globalSetup() {
  return seedTemplate();
}

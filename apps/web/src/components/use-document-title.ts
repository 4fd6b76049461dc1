import { useEffect } from 'react';
import { nb } from '@/i18n/nb';

/** Sets the browser tab title to "{title} – Bakrom". */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} – ${nb.app.name}`;
    return () => {
      document.title = nb.app.name;
    };
  }, [title]);
}

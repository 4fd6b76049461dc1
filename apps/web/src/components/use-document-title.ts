import { useEffect } from 'react';
import { texts } from '@/i18n';

/** Sets the browser tab title to "{title} – Bakrom". */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} – ${texts.app.name}`;
    return () => {
      document.title = texts.app.name;
    };
  }, [title]);
}

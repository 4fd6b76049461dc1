import { useCallback, useEffect, useState } from 'react';

/**
 * Whether an element's content fits its width without overflowing, checked again whenever the
 * element or its content changes size. Before the first check (and without ResizeObserver) it fits.
 */
export function useFitsWidth<T extends HTMLElement>(): [(element: T | null) => void, boolean] {
  const [element, setElement] = useState<T | null>(null);
  const [fits, setFits] = useState(true);
  useEffect(() => {
    if (!element || typeof ResizeObserver === 'undefined') return;
    const check = () => setFits(element.scrollWidth <= element.clientWidth + 1);
    const observer = new ResizeObserver(check);
    observer.observe(element);
    for (const child of element.children) observer.observe(child);
    check();
    return () => observer.disconnect();
  }, [element]);
  return [useCallback((next: T | null) => setElement(next), []), fits];
}

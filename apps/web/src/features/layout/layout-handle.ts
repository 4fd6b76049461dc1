import { useMatches } from 'react-router';

/** What a route's `handle` may say about the frame around its screen. */
export interface LayoutHandle {
  /**
   * The screen is shown on its own, without navigation bar, footer and scroll-to-top button (the
   * web/QR and cash refund pages, spec part 1 §2 Refund pages, which run inside the till and kiosk apps).
   */
  bare?: boolean;
}

/** Whether the deepest route that says anything about the frame asks for a bare screen. */
export function useBareScreen(): boolean {
  const handle = useMatches()
    .map((match) => match.handle as LayoutHandle | undefined)
    .filter((entry) => entry !== undefined && entry !== null && typeof entry === 'object')
    .at(-1);
  return handle?.bare === true;
}

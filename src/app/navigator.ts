import { navigate as browserNavigate } from 'wouter/use-browser-location';

/** Spec section 9: the site lives under /tickets/ with history-style routing. */
export const APP_BASE = '/tickets';

/** Navigation to a path inside the base (`/login`), usable outside React (HTTP hooks, the guard). */
export type Navigate = (path: string, options?: { replace?: boolean }) => void;

/** A Navigate over a navigate function that takes absolute paths (the browser's, or a test's). */
export function createNavigate(absoluteNavigate: (to: string, options?: { replace?: boolean }) => void, base: string = APP_BASE): Navigate {
  return (path, options) => absoluteNavigate(`${base}${path.startsWith('/') ? path : `/${path}`}`, options);
}

export const navigateInApp: Navigate = createNavigate(browserNavigate);

/** The login page, told where to go back to: `/login?redirect=%2Forders`. */
export function loginPathFor(wanted: string): string {
  return wanted === '/' || wanted === '' ? '/login' : `/login?redirect=${encodeURIComponent(wanted)}`;
}

import { findRoute } from './routeLookup';
import { MENU_KEYS, type MenuKey } from './routes';

/**
 * The dynamic routes of spec section 2, registered at run time from the stored
 * menu list. The router reads the granted keys; the navigation guard registers
 * them (once per session) through `register`.
 */
export interface RouteRegistry {
  register(menus: readonly string[]): void;
  granted(): ReadonlySet<MenuKey>;
  subscribe(listener: () => void): () => void;
}

const isMenuKey = (value: string): value is MenuKey => (MENU_KEYS as readonly string[]).includes(value);

/**
 * The menu keys a stored list grants. The list holds `menu.*` keys (spec section 6);
 * the user info's menuAll holds permitted paths, so a path grants its route's key too.
 */
function grantedMenuKeys(menus: readonly string[]): Set<MenuKey> {
  const keys = new Set<MenuKey>();
  for (const entry of menus) {
    if (isMenuKey(entry)) keys.add(entry);
    else if (entry.startsWith('/')) {
      const key = findRoute(entry)?.menu;
      if (key) keys.add(key);
    }
  }
  return keys;
}

export function createRouteRegistry(): RouteRegistry {
  let granted: ReadonlySet<MenuKey> = new Set();
  const listeners = new Set<() => void>();
  return {
    register(menus) {
      granted = grantedMenuKeys(menus);
      for (const listener of listeners) listener();
    },
    granted: () => granted,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

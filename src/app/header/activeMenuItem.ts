import type { MessageId } from '../../i18n/catalogues';

export type MenuItemKey = 'index' | 'ticketing' | 'notice' | 'information' | 'infoUS';

export interface MainMenuItem {
  key: MenuItemKey;
  href: string;
  labelId: MessageId;
}

/** The header's menu (spec section 2); Ticketing leads to the route named Search. */
export const MAIN_MENU: readonly MainMenuItem[] = [
  { key: 'index', href: '/', labelId: 'menu.index' },
  { key: 'ticketing', href: '/ticketing/search', labelId: 'menu.ticketing' },
  { key: 'notice', href: '/notice', labelId: 'menu.notice' },
  { key: 'information', href: '/information', labelId: 'menu.information' },
  { key: 'infoUS', href: '/infoUS', labelId: 'menu.infoUS' },
];

/** The ticketing steps during which Ticketing stays highlighted. */
const TICKETING_ROUTES = new Set(['Search', 'OneWay', 'RoundTrip', 'CreateOrder', 'Payment', 'Success']);

const BY_PATH: Record<string, MenuItemKey> = {
  '/': 'index',
  '/notice': 'notice',
  '/information': 'information',
  // a news item belongs to the information centre
  '/newsDetail': 'information',
  '/detail': 'information',
  '/infoUS': 'infoUS',
};

/** The highlighted header item for a route, or null: any other route highlights nothing. */
export function activeMenuItem(routeName: string, path: string): MenuItemKey | null {
  if (TICKETING_ROUTES.has(routeName)) return 'ticketing';
  return BY_PATH[path] ?? null;
}

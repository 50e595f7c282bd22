import type { MessageId } from '../../i18n/catalogues';
import type { MenuKey } from '../routes';

interface ShippingMenuItem {
  path: string;
  labelId: MessageId;
  menu: MenuKey;
}

export interface ShippingMenuGroup {
  key: 'account' | 'booking' | 'demurrage';
  labelId: MessageId;
  /** PrimeIcons name (spec: user-plus, book, money) */
  icon: string;
  items: ShippingMenuItem[];
}

/** The left menu's static definition (spec section 2, "Container-shipping menus"). */
const SHIPPING_MENU: readonly ShippingMenuGroup[] = [
  {
    key: 'account',
    labelId: 'shippingMenu.account',
    icon: 'pi-user-plus',
    items: [
      { path: '/accountMgt', labelId: 'route.accountMgt', menu: 'menu.accountMgt' },
      { path: '/passwordMgt', labelId: 'route.passwordMgt', menu: 'menu.passwordMgt' },
      { path: '/partyMgt', labelId: 'route.partyMgt', menu: 'menu.partyMgt' },
      { path: '/addressMgt', labelId: 'route.addressMgt', menu: 'menu.booking' },
    ],
  },
  {
    key: 'booking',
    labelId: 'shippingMenu.booking',
    icon: 'pi-book',
    items: [
      { path: '/booking', labelId: 'route.booking', menu: 'menu.booking' },
      { path: '/importBooking', labelId: 'route.importBooking', menu: 'menu.booking' },
      { path: '/myBooking', labelId: 'route.myBooking', menu: 'menu.myBooking' },
      { path: '/cargoTracking', labelId: 'route.cargoTracking', menu: 'menu.cargoTracking' },
      { path: '/downloadBls', labelId: 'route.downloadBls', menu: 'menu.downloadBls' },
      { path: '/documentMgt', labelId: 'route.documentMgt', menu: 'menu.booking' },
      { path: '/entrust', labelId: 'route.entrust', menu: 'menu.booking' },
      { path: '/myCommission', labelId: 'route.myCommission', menu: 'menu.booking' },
    ],
  },
  {
    key: 'demurrage',
    labelId: 'shippingMenu.demurrage',
    icon: 'pi-money-bill',
    items: [
      { path: '/dndChargeFreeDayIndex', labelId: 'route.dndChargeFreeDayIndex', menu: 'menu.dndChargeFreeDayIndex' },
      { path: '/dndChargeQueryIndex', labelId: 'route.dndChargeQueryIndex', menu: 'menu.dndChargeQueryIndex' },
      { path: '/dndQueryAndCalcRate', labelId: 'route.dndQueryAndCalcRate', menu: 'menu.dndQueryAndCalcRate' },
    ],
  },
];

/** The groups and items the user's menu list permits; a group with nothing permitted is left out. */
export function shippingMenuGroups(granted: ReadonlySet<string>): ShippingMenuGroup[] {
  return SHIPPING_MENU.map((group) => ({ ...group, items: group.items.filter((item) => granted.has(item.menu)) })).filter((group) => group.items.length > 0);
}

import { useIntl } from 'react-intl';
import type { DictItem, PortItem } from '../../domain/baseData';
import type { Lang } from '../../domain/lang';
import type { StaffRoute } from '../../domain/staff/ticketing';
import { EXTRA_BED_FARE } from '../../domain/ticketing/order';
import { saleUnitOf, type SaleUnit } from '../../domain/ticketing/saleUnit';
import { useConsoleLoaded } from '../consoleServices';
import { useConsoleLang } from '../ConsoleContext';

export interface TicketingNames {
  lang: Lang;
  routes: StaffRoute[];
  cabins: DictItem[];
  ticketTypes: DictItem[];
  cabinName(code: string): string;
  /** what the class sells, so its counts are labelled rooms or berths (rooms until the dictionary arrives) */
  cabinUnit(code: string): SaleUnit;
  ticketTypeName(code: string): string;
  portName(code: string): string;
  /** 上海 → 大阪 */
  routeName(code: string): string;
  route(code: string): StaffRoute | undefined;
}

const nameOf = (item: { cnnme: string; ennme: string } | undefined, lang: Lang, fallback: string) =>
  item ? (lang === 'zh' ? item.cnnme : item.ennme) : fallback;

/**
 * The names the ticketing pages show for codes (cabin classes, ticket types, ports, route
 * directions) in the console's language; the code itself until the dictionaries arrive.
 */
export function useTicketingNames(): TicketingNames {
  const lang = useConsoleLang();
  const intl = useIntl();
  const [refs] = useConsoleLoaded(
    ({ ticketingStaff, baseData }, signal) =>
      Promise.all([
        ticketingStaff.getStaffRoutes({ signal }),
        baseData.getDictList('SHIPPING_CLASS_TYPE'),
        baseData.getDictList('TICKET_TYPE'),
        baseData.getFerryPorts(),
      ]),
    'ticketing-names',
  );
  const [routes, cabins, ticketTypes, ports]: [StaffRoute[], DictItem[], DictItem[], PortItem[]] = refs.status === 'ready' ? refs.data : [[], [], [], []];
  const portName = (code: string) => {
    const port = ports.find((p) => p.cde === code);
    return port ? (lang === 'zh' ? port.cnnme : port.jpnme) : code;
  };
  const route = (code: string) => routes.find((r) => r.code === code);
  return {
    lang,
    routes,
    cabins,
    ticketTypes,
    cabinName: (code) =>
      nameOf(
        cabins.find((c) => c.cde === code),
        lang,
        code,
      ),
    cabinUnit: (code) => saleUnitOf(cabins.find((c) => c.cde === code)?.extraInfoMap),
    // The extra bed is priced as a fare of its own pseudo ticket type, not in the dictionary.
    ticketTypeName: (code) =>
      code === EXTRA_BED_FARE
        ? intl.formatMessage({ id: 'admin.ticketing.rates.extraBed' })
        : nameOf(
            ticketTypes.find((t) => t.cde === code),
            lang,
            code,
          ),
    portName,
    routeName: (code) => {
      const r = route(code);
      return r ? `${portName(r.departurePort)} → ${portName(r.arrivalPort)}` : code;
    },
    route,
  };
}

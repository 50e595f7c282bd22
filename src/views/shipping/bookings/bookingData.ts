import dayjs from 'dayjs';
import { useLoaded } from '../../../app/customerServices';
import type { PortItem } from '../../../domain/baseData';
import { MAX_SCHEDULE_DAYS } from '../../../domain/shipping/cargoSchemas';
import type { Lang } from '../../../domain/lang';

/** How far ahead the booking form offers sailings, in days: as far as the schedule searches, so a sailing chosen there is offered. */
const SAILING_DAYS = MAX_SCHEDULE_DAYS;

/** The container ports (getPortDataComboList), for the UN/LOCODE lists. */
export const useContainerPorts = () => useLoaded<PortItem[]>(({ baseData }) => baseData.getContainerPorts(), 'container-ports');

export const portName = (port: PortItem, lang: Lang) => (lang === 'zh' ? port.cnnme : port.jpnme || port.ennme);

/** The container sailings from `pol` to `pod` in the next SAILING_DAYS days; null until both ports are chosen and differ. */
export function useSailings(pol: string, pod: string) {
  return useLoaded(({ sailings }) => {
    if (!pol || !pod || pol === pod) return Promise.resolve(null);
    const today = dayjs().format('YYYY-MM-DD');
    return sailings.queryItsVoyage({ departurePort: pol, arrivalPort: pod, etdFrom: today, etdTo: dayjs().add(SAILING_DAYS, 'day').format('YYYY-MM-DD') });
  }, `${pol}>${pod}`);
}

/** The enterprise's address book, for the parties' pickers: its first 50 entries by name. */
export const usePartyBook = () => useLoaded(({ parties }) => parties.getPartyPage({ current: 1, size: 50 }), 'party-book');

/** The enterprise's templates, for the form's "use a template" picker: the 50 last changed. */
export const useTemplateChoices = () => useLoaded(({ bookings }) => bookings.getTemplatePage({ current: 1, size: 50 }), 'template-choices');

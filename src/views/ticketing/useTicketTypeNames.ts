import { useLang } from '../../app/AppActorsContext';
import { useLoaded } from '../../app/customerServices';

/** TICKET_TYPE names in the interface language (the code itself until they arrive). */
export function useTicketTypeNames(): (code: string) => string {
  const lang = useLang();
  const [types] = useLoaded(({ baseData }) => baseData.getDictList('TICKET_TYPE'), 'TICKET_TYPE');
  return (code) => {
    const item = types.status === 'ready' ? types.data.find((t) => t.cde === code) : undefined;
    if (!item) return code;
    return lang === 'zh' ? item.cnnme : item.ennme;
  };
}

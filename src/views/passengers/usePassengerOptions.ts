import { useLang } from '../../app/AppActorsContext';
import { useLoaded } from '../../app/customerServices';
import { loadPassengerOptions } from './passengerOptions';

/** The passenger form's lists in the current language; loaded again when the language changes. */
export function usePassengerOptions() {
  const lang = useLang();
  return useLoaded(({ baseData }) => loadPassengerOptions(baseData, lang), lang);
}

import { useLang } from '../../app/AppActorsContext';
import { useAsyncResource } from '../../app/useAsyncResource';
import { loadPassengerOptions } from './passengerOptions';

/** The passenger form's lists in the current language; loaded again when the language changes. */
export function usePassengerOptions() {
  const lang = useLang();
  return useAsyncResource(() => loadPassengerOptions(lang), lang);
}

import { useLang } from '../../app/AppActorsContext';
import { useLoaded } from '../../app/customerServices';
import type { AsyncResource } from '../../app/useAsyncResource';
import type { PortItem } from '../../domain/baseData';
import type { Lang } from '../../domain/lang';

/** The ferry ports of base data (getBdPortListCombo). */
export function useFerryPorts(): [AsyncResource<PortItem[]>, () => void] {
  // A POST read: the HTTP client takes no signal for it; a late answer is dropped all the same.
  return useLoaded(({ baseData }) => baseData.getFerryPorts(), 'ferryPorts');
}

export const portLabel = (port: PortItem, lang: Lang) => (lang === 'zh' ? port.cnnme : port.jpnme || port.ennme);

/** A port's name by UN/LOCODE in the interface language (the code until the ports arrive). */
export function usePortName(): (code: string) => string {
  const lang = useLang();
  const [ports] = useFerryPorts();
  return (code) => {
    const port = ports.status === 'ready' ? ports.data.find((p) => p.cde === code) : undefined;
    return port ? portLabel(port, lang) : code;
  };
}

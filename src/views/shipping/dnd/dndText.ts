import type { Lang } from '../../../domain/lang';
import type { PortNames } from '../../../domain/shipping/cargoTypes';
import type { DndTariffView } from '../../../domain/shipping/cargoTypes';

/** A port as the screens name it: its name in the interface language and its UN/LOCODE. */
export const portNameOf = (port: PortNames, lang: Lang) => (lang === 'zh' ? port.portNameZh : port.portNameJa || port.portNameEn);

/** The ports that have a tariff, once each, in the list's order (the server's port order). */
export function tariffPorts(tariffs: readonly DndTariffView[]): PortNames[] {
  const seen = new Map<string, PortNames>();
  for (const { portCode, portNameZh, portNameJa, portNameEn } of tariffs)
    if (!seen.has(portCode)) seen.set(portCode, { portCode, portNameZh, portNameJa, portNameEn });
  return [...seen.values()];
}

import type { MessageId } from '../../i18n/catalogues';

/** The container side's visitor tools inside the ticketing layout (DOMAIN "the Two routes"). */
export const CONTAINER_TOOLS: readonly { href: string; labelId: MessageId; icon: string }[] = [
  { href: '/scheduleMgtTwo', labelId: 'home.cargo.schedule', icon: 'pi-calendar' },
  { href: '/cargoTrackingTwo', labelId: 'home.cargo.tracking', icon: 'pi-map-marker' },
  { href: '/dndQueryAndCalcRateTwo', labelId: 'home.cargo.estimate', icon: 'pi-calculator' },
];

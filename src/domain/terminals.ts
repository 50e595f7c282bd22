import type { ServiceOffice } from './baseData';
import type { RouteInstruction } from './information';
import type { Bilingual } from './lang';

/**
 * Where a passenger checks in at each port, one rule for every text that says so (the e-ticket,
 * the check-in reminder mail): the route instructions' boarding place (terminal and address, the
 * operator's `routeInstructions` setting shown on /notice) where one is published for the port,
 * else the service office there, which sits in its port's passenger terminal (site config,
 * DOMAIN "Company details").
 */
const OFFICE_PORT: Record<ServiceOffice['key'], string> = { shanghai: 'CNSHA', osaka: 'JPOSA' };

/** Terminal address by port code (UN/LOCODE), in both languages. */
export type TerminalAddresses = Record<string, Bilingual>;

export function terminalAddresses(offices: readonly ServiceOffice[], routes: readonly RouteInstruction[] = []): TerminalAddresses {
  const atOffices = offices.map((office) => [OFFICE_PORT[office.key], office.address] as const);
  const atBoarding = routes
    .flatMap((route) => route.boarding)
    .map((place) => [place.port, { zh: `${place.terminal.zh} ${place.address.zh}`, ja: `${place.terminal.ja} ${place.address.ja}` }] as const);
  // The boarding places last: they win over an office in the same port.
  return Object.fromEntries([...atOffices, ...atBoarding]);
}

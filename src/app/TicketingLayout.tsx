import type { ReactNode } from 'react';

/** The ticketing site's body: full bands up to the 1920 px design width. */
export function TicketingLayout({ children }: { children: ReactNode }) {
  return <div className="layout-ticketing">{children}</div>;
}

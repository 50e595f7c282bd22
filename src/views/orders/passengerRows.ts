import type { OrderPassengerInput, OrderTicketView, OrderView } from '../../domain/ticketing/order';

export interface PassengerRow {
  index: number;
  passenger: OrderPassengerInput | undefined;
  ticketType: string;
  /** the passenger's ticket on each leg, in travel order; undefined where there is none */
  tickets: (OrderTicketView | undefined)[];
}

/** The order's passengers with their ticket on each leg, for a table of one row per passenger. */
export function passengerRows(order: Pick<OrderView, 'legs' | 'passengers' | 'tickets'>): PassengerRow[] {
  const legOrder = [...order.legs].sort((a, b) => a.legIndex - b.legIndex).map((leg) => leg.legIndex);
  const count = Math.max(order.passengers.length, ...order.tickets.map((t) => t.passengerIndex + 1));
  return Array.from({ length: count }, (_, index) => {
    const mine = order.tickets.filter((t) => t.passengerIndex === index);
    const passenger = order.passengers[index];
    return {
      index,
      passenger,
      ticketType: passenger?.ticketType ?? mine[0]?.ticketType ?? '',
      tickets: legOrder.map((legIndex) => mine.find((t) => t.legIndex === legIndex)),
    };
  });
}

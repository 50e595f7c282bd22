/**
 * The passenger's check-in at the terminal, as the passenger notice they agree to states it
 * (seeded in server/db/seed/passengerNotice.seed.ts; the route instructions repeat it per port):
 * it opens 2 hours before the departure and closes 1 hour before it, and a passenger not checked
 * in by then has given up the sailing. The e-ticket prints it for each sailing. The boarding
 * scan's own tolerance is wider on purpose (CHECK_IN_WINDOW in src/domain/staff/ticketing.ts:
 * a delayed sailing still boards) and is no time to tell a passenger.
 */
export const PASSENGER_CHECK_IN = { opensHoursBefore: 2, closesHoursBefore: 1 } as const;

import type { StaffBookingPageQuery } from '../shipping/types';

/** A page of every enterprise's submitted bookings, as the shipping clerk asks for it. */
export type StaffBookingQuery = StaffBookingPageQuery & { current: number; size: number };

/** The clerk's moves of a booking; the booking statechart on the server decides (10500 when refused). */
export type BookingMove = 'confirm' | 'shutout' | 'issueBl' | 'telexRelease';

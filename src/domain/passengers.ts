import type { PassengerForm } from './validation/passengerSchema';

/** Saved passengers (spec sections 3 and 7): a logged-in user's travellers, `{ code: 200 }` calls. */
const BASE = '/web-ts/simp2/business/ts/userPassenger';

/** Paths under /api. */
export const PASSENGER_PATHS = {
  /** GET ?current=&size= (10/20/50): Page<SavedPassenger>, newest first */
  page: `${BASE}/getTsUserPassengerByPgGrid`,
  /** GET ?uuid=: SavedPassenger (10404 when unknown or another user's) */
  load: `${BASE}/loadTsUserPassenger`,
  /** POST PassengerForm + optional uuid: the saved SavedPassenger */
  submit: `${BASE}/submitTsUserPassenger`,
  /** POST uuid in the body or the query: null */
  remove: `${BASE}/deleteTsUserPassenger`,
} as const;

/** A saved passenger as the calls answer it: the form's fields (optional ones '' when absent) and its id and times. */
export interface SavedPassenger extends PassengerForm {
  uuid: string;
  createdAt: string;
  updatedAt: string;
}

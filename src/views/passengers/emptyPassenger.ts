import type { SavedPassenger } from '../../domain/passengers';
import type { PassengerForm } from '../../domain/validation/passengerSchema';

/** A new passenger's form: every field empty (the schema's optional fields are '' when absent). */
export const EMPTY_PASSENGER: PassengerForm = {
  cnSurname: '',
  cnGivenName: '',
  enSurname: '',
  enGivenName: '',
  nationality: '',
  gender: '',
  certificateType: '',
  certificateNo: '',
  certificateExpiry: '',
  secondCertificateType: '',
  secondCertificateNo: '',
  secondCertificateExpiry: '',
  birthDate: '',
  career: '',
  email: '',
  cnMobile: '',
  jpMobile: '',
  jpAddress: '',
  sailingPurpose: '',
};

/** The form's values of a saved passenger: only the form's fields, never its id or times. */
export function formOf(passenger: SavedPassenger | null): PassengerForm {
  if (!passenger) return { ...EMPTY_PASSENGER };
  const values = { ...EMPTY_PASSENGER };
  for (const key of Object.keys(values) as (keyof PassengerForm)[]) values[key] = passenger[key] ?? '';
  return values;
}

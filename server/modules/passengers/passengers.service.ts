import { pageOf, type Page } from '../../../src/domain/envelope';
import type { SavedPassenger } from '../../../src/domain/passengers';
import type { PassengerForm } from '../../../src/domain/validation/passengerSchema';
import type { Clock } from '../../lib/clock';
import { VALIDATION_MESSAGES, type ValidationMessageKey } from '../../../src/domain/validation/messages';
import { notFound, validation, type FieldErrors } from '../../lib/errors';
import type { PassengersRepository } from './passengers.repository';
import { isUuid } from '../../../src/domain/ids';

interface Deps {
  repository: PassengersRepository;
  clock: Clock;
}

/**
 * A user's saved passengers. Another user's passenger, an unknown one and a malformed id
 * all answer the same 10404 (DOMAIN "The envelope and error codes").
 */
export function createPassengersService({ repository, clock }: Deps) {
  /** The codes must be items of their lists (countries, GENDER, CERTIFICATE_TYPE, OCCUPATION): 10422 naming each unknown one. */
  async function checkCodes(form: PassengerForm): Promise<void> {
    const certificates = [form.certificateType, form.secondCertificateType].filter(Boolean);
    // One after another: inside an order's transaction they share one connection.
    const country = await repository.countryKnown(form.nationality);
    const genders = await repository.knownDictCodes('GENDER', [form.gender]);
    const certificateTypes = await repository.knownDictCodes('CERTIFICATE_TYPE', certificates);
    const careers = await repository.knownDictCodes('OCCUPATION', form.career ? [form.career] : []);
    const fields: FieldErrors = {};
    const fault = (field: string, key: ValidationMessageKey) => {
      fields[field] = { message: VALIDATION_MESSAGES[key].zh, jpMessage: VALIDATION_MESSAGES[key].ja };
    };
    if (!country) fault('nationality', 'nationalityRequired');
    if (!genders.has(form.gender)) fault('gender', 'genderRequired');
    if (!certificateTypes.has(form.certificateType)) fault('certificateType', 'certificateTypeRequired');
    if (form.secondCertificateType && !certificateTypes.has(form.secondCertificateType)) fault('secondCertificateType', 'secondCertificateTypeRequired');
    if (form.career && !careers.has(form.career)) fault('career', 'optionInvalid');
    if (Object.keys(fields).length) throw validation(fields);
  }

  return {
    checkCodes,

    async page(userId: string, query: { current: number; size: number }): Promise<Page<SavedPassenger>> {
      const { records, total } = await repository.page(userId, (query.current - 1) * query.size, query.size);
      return pageOf(records, total, query);
    },

    async load(userId: string, uuid: string): Promise<SavedPassenger> {
      const passenger = isUuid(uuid) ? await repository.find(userId, uuid) : undefined;
      if (!passenger) throw notFound();
      return passenger;
    },

    /** Creates a passenger, or updates the caller's own one when `uuid` is given. */
    async save(userId: string, { uuid, ...form }: PassengerForm & { uuid?: string }): Promise<SavedPassenger> {
      await checkCodes(form);
      if (!uuid) return repository.insert(userId, form, clock());
      const saved = isUuid(uuid) ? await repository.update(userId, uuid, form, clock()) : undefined;
      if (!saved) throw notFound();
      return saved;
    },

    async remove(userId: string, uuid: string): Promise<void> {
      if (!isUuid(uuid) || !(await repository.remove(userId, uuid))) throw notFound();
    },
  };
}
export type PassengersService = ReturnType<typeof createPassengersService>;

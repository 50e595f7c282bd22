import type { StateValue } from 'xstate';
import { pageOf, type Page } from '../../../../src/domain/envelope';
import type { BookingForm, BookingDraftBody, BookingSubmitBody, TemplateSaveBody } from '../../../../src/domain/shipping/schemas';
import type { ShippingMessageKey } from '../../../../src/domain/shipping/messages';
import type {
  BookingPageQuery,
  BookingStatusAnswer,
  BookingSummary,
  BookingTemplate,
  BookingTemplateSummary,
  BookingView,
} from '../../../../src/domain/shipping/types';
import { VALIDATION_MESSAGES } from '../../../../src/domain/validation/messages';
import { isCalendarDate } from '../../../../src/domain/calendarDate';
import { localMidnight } from '../../../../src/domain/voyages';
import { nextBookingState } from '../../../../src/machines/booking.machine';
import type { Db } from '../../../db/client';
import type { Clock } from '../../../lib/clock';
import { invalidField, notFound } from '../../../lib/errors';
import { bookingColumns, insertDraft } from './bookings.drafts';
import type { BookingLifecycle, MovedBy } from './bookings.lifecycle';
import type { BookingContent, BookingFilter, BookingRow, BookingsRepository } from './bookings.repository';
import { contentOf, statusAnswer, toSummary, toTemplate, toTemplateSummary, toView } from './bookings.view';
import type { PartiesRepository } from '../parties/parties.repository';
import { draftOnly, shippingFields, templateNameTaken } from '../shipping.errors';
import { isUuid } from '../../../../src/domain/ids';

const DAY = 24 * 3600 * 1000;
/** Creation days are read in China time (the operator's). */
const DAY_ZONE_PORT = 'CNSHA';

/** The caller: an approved enterprise's user. */
export interface EnterpriseUser {
  userId: string;
  enterpriseId: string;
}

interface Deps {
  db: Db;
  clock: Clock;
  repositoryFor: (db: Db) => BookingsRepository;
  partiesFor: (db: Db) => PartiesRepository;
  lifecycle: BookingLifecycle;
}

function dayStart(day: string, field: 'createdFrom' | 'createdTo'): Date {
  if (!isCalendarDate(day)) throw invalidField(field, VALIDATION_MESSAGES.dateFormat.zh, VALIDATION_MESSAGES.dateFormat.ja);
  return localMidnight(day, DAY_ZONE_PORT);
}

/** The list filters of BookingPageQuery; both days inclusive. */
export function bookingFilterOf(query: BookingPageQuery): BookingFilter {
  const bookingNo = query.bookingNo?.trim().toUpperCase();
  return {
    ...(query.status ? { status: query.status } : {}),
    ...(bookingNo ? { bookingNoPrefix: bookingNo } : {}),
    ...(query.createdFrom ? { createdFrom: dayStart(query.createdFrom, 'createdFrom') } : {}),
    ...(query.createdTo ? { createdBefore: new Date(dayStart(query.createdTo, 'createdTo').getTime() + DAY) } : {}),
  };
}

/**
 * The reads shared by the customer's and the staff's calls: a page of summaries, one booking
 * with everything in it.
 */
export function bookingReads(repository: BookingsRepository) {
  return {
    async page(filter: BookingFilter, current: number, size: number): Promise<Page<BookingSummary>> {
      const { rows, total } = await repository.page(filter, (current - 1) * size, size);
      const uuids = rows.map((r) => r.uuid);
      const containers = await repository.containersOf(uuids);
      const sailings = await repository.sailingsOf(rows.flatMap((r) => (r.voyageUuid ? [r.voyageUuid] : [])));
      return pageOf(
        rows.map((r) => toSummary(r, containers.get(r.uuid) ?? [], r.voyageUuid ? sailings.get(r.voyageUuid) : undefined)),
        total,
        { current, size },
      );
    },

    async view(row: BookingRow): Promise<BookingView> {
      const containers = (await repository.containersOf([row.uuid])).get(row.uuid) ?? [];
      const parties = await repository.partiesOf(row.uuid);
      const history = await repository.history(row.uuid);
      const sailing = row.voyageUuid ? await repository.sailing(row.voyageUuid) : undefined;
      const bill = await repository.billOf(row.uuid);
      return toView(row, { containers, parties, history, sailing, bill });
    },

    /** By uuid or booking number; 10404 when unknown or (with `enterpriseId`) another enterprise's. */
    async find(ref: { uuid?: string; bookingNo?: string }, enterpriseId?: string): Promise<BookingRow> {
      const uuid = ref.uuid?.trim();
      const bookingNo = ref.bookingNo?.trim().toUpperCase();
      if (!uuid && !bookingNo) throw invalidField('uuid', VALIDATION_MESSAGES.required.zh, VALIDATION_MESSAGES.required.ja);
      const row = uuid ? (isUuid(uuid) ? await repository.find(uuid, enterpriseId) : undefined) : await repository.findByNo(bookingNo!, enterpriseId);
      if (!row) throw notFound();
      return row;
    },
  };
}

/**
 * The enterprise's bookings and templates (BOOKING_PATHS). Every read and write names the
 * caller's enterprise: another enterprise's booking, template or party answers 10404, exactly
 * like one that does not exist.
 */
export function createBookingsService({ db, clock, repositoryFor, partiesFor, lifecycle }: Deps) {
  const repository = repositoryFor(db);
  const reads = bookingReads(repository);
  const customer = (user: EnterpriseUser): MovedBy => ({ actor: 'customer', userId: user.userId, enterpriseId: user.enterpriseId });

  /**
   * What a form may refer to: the caller's own address-book entries (another's: 10404), ports
   * the company serves, and — when submitting — a scheduled sailing still to depart that calls
   * at the port of loading and then the port of discharge. Answers the sailing's copied fields.
   */
  async function checkReferences(
    tx: Db,
    user: EnterpriseUser,
    form: BookingForm,
    submitting: boolean,
    /** where the form sits in the body ('content.' for a template's) */
    at = '',
  ): Promise<Pick<BookingContent, 'voyageUuid' | 'voyageCode' | 'vessel'>> {
    const store = repositoryFor(tx);
    const partyUuids = form.parties.map((p) => p.partyUuid).filter(Boolean);
    const owned = await partiesFor(tx).owned(user.enterpriseId, partyUuids);
    if (partyUuids.some((uuid) => !owned.has(uuid))) throw notFound();

    const faults: Record<string, ShippingMessageKey> = {};
    const known = await store.knownPorts([form.polCode, form.podCode]);
    if (form.polCode && !known.has(form.polCode)) faults.polCode = 'portUnknown';
    if (form.podCode && !known.has(form.podCode)) faults.podCode = 'portUnknown';
    let sailing = { voyageUuid: null as string | null, voyageCode: '', vessel: '' };
    if (form.voyageUuid) {
      const found = await store.sailing(form.voyageUuid);
      if (!found || (submitting && (found.status !== 'SCHEDULED' || found.departureTime.getTime() <= clock().getTime())))
        faults.voyageUuid = 'sailingNotOffered';
      else if (submitting && (found.departurePort !== form.polCode || found.arrivalPort !== form.podCode)) faults.voyageUuid = 'sailingRouteMismatch';
      else sailing = { voyageUuid: found.uuid, voyageCode: found.code, vessel: found.vessel };
    }
    if (Object.keys(faults).length) throw shippingFields(Object.fromEntries(Object.entries(faults).map(([field, key]) => [`${at}${field}`, key])));
    return sailing;
  }

  /** A new Draft with `form`'s content (its history starts with its creation). */
  async function createDraft(
    tx: Db,
    user: EnterpriseUser,
    form: BookingForm,
    sailing: Pick<BookingContent, 'voyageUuid' | 'voyageCode' | 'vessel'>,
  ): Promise<BookingRow> {
    return insertDraft(tx, { store: repositoryFor(tx), lifecycle, now: clock() }, user, form, sailing);
  }

  /** The caller's Draft `uuid` with `form`'s content; 10500 once it is no longer a Draft. */
  async function updateDraft(
    tx: Db,
    user: EnterpriseUser,
    uuid: string,
    form: BookingForm,
    sailing: Pick<BookingContent, 'voyageUuid' | 'voyageCode' | 'vessel'>,
  ): Promise<BookingRow> {
    const locked = await lifecycle.lock(tx, uuid, user.enterpriseId);
    if (nextBookingState(locked.stateValue as StateValue, { type: 'booking.saveDraft' }) === null) throw draftOnly();
    const store = repositoryFor(tx);
    const row = await store.update(uuid, { ...bookingColumns(form, sailing), updatedAt: clock() });
    await store.replaceLines(row, form);
    return row;
  }

  async function loadTemplate(user: EnterpriseUser, uuid: string): Promise<BookingTemplate> {
    const row = isUuid(uuid) ? await repository.findTemplate(uuid, user.enterpriseId) : undefined;
    if (!row) throw notFound();
    return toTemplate(row);
  }

  async function draftFrom(user: EnterpriseUser, content: BookingForm): Promise<BookingView> {
    const row = await db.transaction(async (tx) => {
      const sailing = await checkReferences(tx, user, content, false);
      return createDraft(tx, user, content, sailing);
    });
    return reads.view(row);
  }

  return {
    /** A new Draft, or the caller's Draft updated; shapes checked, references must exist. */
    async saveDraft(user: EnterpriseUser, { uuid, ...form }: BookingDraftBody): Promise<BookingView> {
      const row = await db.transaction(async (tx) => {
        const sailing = await checkReferences(tx, user, form, false);
        return uuid ? updateDraft(tx, user, uuid, form, sailing) : createDraft(tx, user, form, sailing);
      });
      return reads.view(row);
    },

    /** Saves the form (new or over the caller's Draft) and moves it Draft -> Submitted, in one transaction. */
    async submit(user: EnterpriseUser, { uuid, ...form }: BookingSubmitBody): Promise<BookingView> {
      const moved = await db.transaction(async (tx) => {
        const sailing = await checkReferences(tx, user, form, true);
        const row = uuid ? await updateDraft(tx, user, uuid, form, sailing) : await createDraft(tx, user, form, sailing);
        return lifecycle.move(row.uuid, { type: 'booking.submit' }, customer(user), tx);
      });
      return reads.view(moved.booking);
    },

    page(user: EnterpriseUser, query: BookingPageQuery & { current: number; size: number }): Promise<Page<BookingSummary>> {
      return reads.page({ ...bookingFilterOf(query), enterpriseId: user.enterpriseId }, query.current, query.size);
    },

    async load(user: EnterpriseUser, ref: { uuid?: string; bookingNo?: string }): Promise<BookingView> {
      return reads.view(await reads.find(ref, user.enterpriseId));
    },

    /** Draft or Submitted -> Canceled. */
    async cancel(user: EnterpriseUser, uuid: string): Promise<BookingStatusAnswer> {
      const { booking } = await lifecycle.move(uuid, { type: 'booking.cancel' }, customer(user));
      return statusAnswer(booking);
    },

    /** A new Draft with the content of one of the caller's bookings (any status; no sailing). */
    async copy(user: EnterpriseUser, uuid: string): Promise<BookingView> {
      const source = await reads.find({ uuid }, user.enterpriseId);
      const containers = (await repository.containersOf([source.uuid])).get(source.uuid) ?? [];
      return draftFrom(user, contentOf(source, containers, await repository.partiesOf(source.uuid)));
    },

    // Templates.
    async saveTemplate(user: EnterpriseUser, body: TemplateSaveBody): Promise<BookingTemplate> {
      let content: BookingForm;
      if (body.bookingUuid) {
        const source = await reads.find({ uuid: body.bookingUuid }, user.enterpriseId);
        const containers = (await repository.containersOf([source.uuid])).get(source.uuid) ?? [];
        content = contentOf(source, containers, await repository.partiesOf(source.uuid));
      } else {
        content = { ...(body.content as BookingForm), voyageUuid: '' };
        await db.transaction((tx) => checkReferences(tx, user, content, false, 'content.'));
      }
      if (await repository.templateNamed(user.enterpriseId, body.name)) throw templateNameTaken();
      const now = clock();
      try {
        return toTemplate(
          await repository.insertTemplate({
            enterpriseId: user.enterpriseId,
            name: body.name,
            content,
            createdBy: user.userId,
            createdAt: now,
            updatedAt: now,
          }),
        );
      } catch (error) {
        // Two saves of one name at once: the unique index decides.
        if (await repository.templateNamed(user.enterpriseId, body.name)) throw templateNameTaken();
        throw error;
      }
    },

    async templatePage(user: EnterpriseUser, query: { current: number; size: number; name?: string }): Promise<Page<BookingTemplateSummary>> {
      const { rows, total } = await repository.templatePage(user.enterpriseId, query.name?.trim() || undefined, (query.current - 1) * query.size, query.size);
      return pageOf(rows.map(toTemplateSummary), total, query);
    },

    loadTemplate,

    async renameTemplate(user: EnterpriseUser, uuid: string, name: string): Promise<BookingTemplate> {
      if (!isUuid(uuid) || !(await repository.findTemplate(uuid, user.enterpriseId))) throw notFound();
      const other = await repository.templateNamed(user.enterpriseId, name);
      if (other && other.uuid !== uuid) throw templateNameTaken();
      const row = await repository.updateTemplate(uuid, user.enterpriseId, { name, updatedAt: clock() });
      if (!row) throw notFound();
      return toTemplate(row);
    },

    async deleteTemplate(user: EnterpriseUser, uuid: string): Promise<void> {
      if (!isUuid(uuid) || !(await repository.deleteTemplate(uuid, user.enterpriseId))) throw notFound();
    },

    /** A new Draft with the template's content; an address-book entry deleted since is dropped from the link. */
    async useTemplate(user: EnterpriseUser, uuid: string): Promise<BookingView> {
      const template = await loadTemplate(user, uuid);
      const owned = await partiesFor(db).owned(user.enterpriseId, template.content.parties.map((p) => p.partyUuid).filter(Boolean));
      const content = {
        ...template.content,
        voyageUuid: '',
        parties: template.content.parties.map((p) => ({ ...p, partyUuid: owned.has(p.partyUuid) ? p.partyUuid : '' })),
      };
      return draftFrom(user, content);
    },
  };
}
export type BookingsService = ReturnType<typeof createBookingsService>;

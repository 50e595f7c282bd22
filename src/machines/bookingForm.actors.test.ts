import { describe, expect, it, vi } from 'vitest';
import { createActor, toPromise, type AnyActorLogic } from 'xstate';
import type { BookingForm } from '../domain/shipping/schemas';
import type { CallOptions } from '../services/http';
import { bookingFormActors } from './bookingForm.actors';
import { bookingContent, bookingTemplate, bookingView } from './bookingForm.fixtures';

const DRAFT = bookingView('b-1', 'Draft');
const SUBMITTED = bookingView('b-7', 'Submitted');

/** The empty form: one 40HC line whose weight is left to the user, the shipper and consignee to fill in. */
const blankParty = (role: string) => ({ role, partyUuid: '', name: '', address: '', contact: '', phone: '', email: '', countryCode: '' });
const EMPTY_FORM = {
  polCode: '',
  podCode: '',
  voyageUuid: '',
  commodity: '',
  cargoDescription: '',
  marks: '',
  remarks: '',
  containers: [{ containerType: '40HC', quantity: 1, grossWeightKg: undefined }],
  parties: [blankParty('SH'), blankParty('CO')],
};

/** A notify party added on the form and left empty. */
const BLANK_NOTIFY = blankParty('NF1') as BookingForm['parties'][number];

function calls() {
  return {
    loadBooking: vi.fn((uuid: string, _options?: CallOptions) => Promise.resolve(uuid === 'b-7' ? SUBMITTED : DRAFT)),
    loadBookingTemplate: vi.fn((uuid: string, _options?: CallOptions) => Promise.resolve(bookingTemplate(uuid, '大阪家具', { content: bookingContent() }))),
    saveBookingDraft: vi.fn((body: BookingForm & { uuid: string }) => Promise.resolve(bookingView(body.uuid || 'b-new', 'Draft'))),
    submitBooking: vi.fn((body: BookingForm & { uuid: string }) => Promise.resolve(bookingView(body.uuid || 'b-new', 'Submitted'))),
    saveBookingTemplate: vi.fn((name: string, content: BookingForm) => Promise.resolve(bookingTemplate('t-9', name, { content }))),
  };
}

function run<T>(logic: AnyActorLogic, input: unknown): Promise<T> {
  return toPromise(createActor(logic, { input }).start()) as Promise<T>;
}

describe('booking form actors: loading the source', () => {
  it('opens a new booking on the empty form without asking the server', async () => {
    const bookings = calls();
    await expect(run(bookingFormActors(bookings).loadSource, { kind: 'new' })).resolves.toEqual({ form: EMPTY_FORM, booking: null, originLabel: '' });
    expect(bookings.loadBooking).not.toHaveBeenCalled();
    expect(bookings.loadBookingTemplate).not.toHaveBeenCalled();
  });

  it('amends a Draft: its content, the Draft itself, and its number as the origin', async () => {
    const bookings = calls();
    const loaded = await run(bookingFormActors(bookings).loadSource, { kind: 'draft', uuid: 'b-1' });
    expect(loaded).toEqual({ form: bookingContent(), booking: DRAFT, originLabel: 'BK00000001' });
    expect(bookings.loadBooking).toHaveBeenCalledWith('b-1', expect.anything());
  });

  it('copies a booking as a new one: its content without the sailing, nothing stored, its number as the origin', async () => {
    const bookings = calls();
    const loaded = await run(bookingFormActors(bookings).loadSource, { kind: 'copy', uuid: 'b-7' });
    expect(loaded).toEqual({ form: bookingContent({ voyageUuid: '' }), booking: null, originLabel: 'BK00000007' });
    expect(bookings.loadBooking).toHaveBeenCalledWith('b-7', expect.anything());
  });

  it('starts from a template: its content without a sailing, nothing stored, its name as the origin', async () => {
    const bookings = calls();
    const loaded = await run(bookingFormActors(bookings).loadSource, { kind: 'template', uuid: 't-3' });
    expect(loaded).toEqual({ form: bookingContent({ voyageUuid: '' }), booking: null, originLabel: '大阪家具' });
    expect(bookings.loadBookingTemplate).toHaveBeenCalledWith('t-3', expect.anything());
    expect(bookings.loadBooking).not.toHaveBeenCalled();
  });

  it('opens on a sailing chosen in the schedule: its ports and sailing on the empty form', async () => {
    const bookings = calls();
    const loaded = await run(bookingFormActors(bookings).loadSource, { kind: 'sailing', voyageUuid: 'v-42', polCode: 'CNNGB', podCode: 'JPTYO' });
    expect(loaded).toEqual({ form: { ...EMPTY_FORM, polCode: 'CNNGB', podCode: 'JPTYO', voyageUuid: 'v-42' }, booking: null, originLabel: '' });
    expect(bookings.loadBooking).not.toHaveBeenCalled();
  });

  it.each([
    ['draft', 'loadBooking'],
    ['copy', 'loadBooking'],
    ['template', 'loadBookingTemplate'],
  ] as const)('gives up loading a %s when the form is left', (kind, call) => {
    const bookings = calls();
    bookings[call].mockImplementation(() => new Promise<never>(() => {}));
    const actor = createActor(bookingFormActors(bookings).loadSource, { input: { kind, uuid: 'b-1' } }).start();
    const signal = bookings[call].mock.lastCall?.[1]?.signal;
    expect(signal?.aborted).toBe(false);
    actor.stop();
    expect(signal?.aborted).toBe(true);
  });
});

describe('booking form actors: saving', () => {
  it('saves a new Draft with an empty uuid and only the parties filled in', async () => {
    const bookings = calls();
    const values = bookingContent({ parties: [...bookingContent().parties, BLANK_NOTIFY] });
    const saved = await run(bookingFormActors(bookings).saveDraft, { values });
    expect(bookings.saveBookingDraft).toHaveBeenCalledWith({ ...bookingContent(), uuid: '' });
    expect(saved).toMatchObject({ uuid: 'b-new', status: 'Draft' });
  });

  it('saves over the stored Draft by its uuid', async () => {
    const bookings = calls();
    await run(bookingFormActors(bookings).saveDraft, { uuid: 'b-1', values: bookingContent() });
    expect(bookings.saveBookingDraft).toHaveBeenCalledWith({ ...bookingContent(), uuid: 'b-1' });
  });

  it('submits every party, an empty one too, so the server names it at its field', async () => {
    const bookings = calls();
    const values = bookingContent({ parties: [...bookingContent().parties, BLANK_NOTIFY] });
    const submitted = await run(bookingFormActors(bookings).submitBooking, { values });
    expect(bookings.submitBooking).toHaveBeenCalledWith({ ...values, uuid: '' });
    expect(submitted).toMatchObject({ uuid: 'b-new', status: 'Submitted' });
  });

  it('submits over the stored Draft by its uuid', async () => {
    const bookings = calls();
    await run(bookingFormActors(bookings).submitBooking, { uuid: 'b-1', values: bookingContent() });
    expect(bookings.submitBooking).toHaveBeenCalledWith({ ...bookingContent(), uuid: 'b-1' });
  });

  it('saves a template under its name with only the parties filled in', async () => {
    const bookings = calls();
    const content = bookingContent({ parties: [...bookingContent().parties, BLANK_NOTIFY] });
    const template = await run(bookingFormActors(bookings).saveTemplate, { name: '大阪家具', content });
    expect(bookings.saveBookingTemplate).toHaveBeenCalledWith('大阪家具', bookingContent());
    expect(template).toMatchObject({ uuid: 't-9', name: '大阪家具' });
  });
});

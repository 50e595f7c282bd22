import { expect } from 'vitest';
import { fromPromise, type EventObject, type SnapshotFrom } from 'xstate';
import type { BookingTemplate, BookingView } from '../../src/domain/shipping/types';
import { bookingContent, bookingTemplate, bookingView } from '../../src/machines/bookingForm.fixtures';
import { bookingFormMachine, type LoadedBooking } from '../../src/machines/bookingForm.machine';
import type { PathModel } from './pathModel';

const never = <T>() => new Promise<T>(() => {});
const machine = bookingFormMachine.provide({
  actors: {
    loadSource: fromPromise(() => never<LoadedBooking>()),
    saveDraft: fromPromise(() => never<BookingView>()),
    submitBooking: fromPromise(() => never<BookingView>()),
    saveTemplate: fromPromise(() => never<BookingTemplate>()),
  },
});

const DRAFT = bookingView('b-1', 'Draft');
const SUBMITTED = bookingView('b-1', 'Submitted');

/**
 * Gestures in every state (the chart ignores what it does not expect) and the calls' answers
 * while each runs: the Draft loads amendable, or turns out submitted meanwhile.
 */
function eventsIn(snapshot: SnapshotFrom<typeof machine>): EventObject[] {
  const events: EventObject[] = [
    { type: 'load.retry' },
    { type: 'booking.saveDraft', values: bookingContent() } as EventObject,
    { type: 'booking.submit', values: bookingContent() } as EventObject,
    { type: 'template.ask' },
    { type: 'template.save', name: '家具', content: bookingContent() } as EventObject,
    { type: 'template.dismiss' },
  ];
  if (snapshot.matches('loading')) {
    events.push(
      { type: 'xstate.done.actor.loadSource', output: { form: bookingContent(), booking: DRAFT, originLabel: DRAFT.bookingNo } } as EventObject,
      { type: 'xstate.done.actor.loadSource', output: { form: bookingContent(), booking: SUBMITTED, originLabel: SUBMITTED.bookingNo } } as EventObject,
      { type: 'xstate.error.actor.loadSource', error: 'offline' } as EventObject,
    );
  }
  if (snapshot.matches('savingDraft')) {
    events.push(
      { type: 'xstate.done.actor.saveDraft', output: DRAFT } as EventObject,
      { type: 'xstate.error.actor.saveDraft', error: 'refused' } as EventObject,
    );
  }
  if (snapshot.matches('submitting')) {
    events.push(
      { type: 'xstate.done.actor.submitBooking', output: SUBMITTED } as EventObject,
      { type: 'xstate.error.actor.submitBooking', error: 'refused' } as EventObject,
    );
  }
  if (snapshot.matches('savingTemplate')) {
    events.push(
      { type: 'xstate.done.actor.saveTemplate', output: bookingTemplate('t-1', '家具') } as EventObject,
      { type: 'xstate.error.actor.saveTemplate', error: 'taken' } as EventObject,
    );
  }
  return events;
}

const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output }) as EventObject;
const error = (id: string) => ({ type: `xstate.error.actor.${id}`, error: 'refused' }) as EventObject;
const LOADED_DRAFT = done('loadSource', { form: bookingContent(), booking: DRAFT, originLabel: 'BK00000001' });
/** Only a new booking or a Draft is ever saved from the form. */
const newOrDraft = (booking: BookingView | null) => expect(booking === null || booking.status === 'Draft').toBe(true);

export const bookingFormModel: PathModel<typeof machine> = {
  name: 'bookingForm',
  machine,
  walks: [
    { name: 'a draft amended', input: { source: { kind: 'draft', uuid: 'b-1' } }, events: eventsIn },
    { name: 'a sailing of the schedule', input: { source: { kind: 'sailing', voyageUuid: 'v-1', polCode: 'CNSHA', podCode: 'JPOSA' } }, events: eventsIn },
  ],
  invariants: {
    // Nothing is shown or stored before the source has loaded.
    'bookingForm.loading': ({ context }) => expect([context.initial, context.booking]).toEqual([null, null]),
    'bookingForm.loadFailed': ({ context }) => expect([context.initial, context.booking]).toEqual([null, null]),
    // The form is open on loaded values, over a new booking or a Draft.
    'bookingForm.editing': ({ context }) => {
      expect(context.initial).not.toBeNull();
      newOrDraft(context.booking);
    },
    'bookingForm.savingDraft': ({ context }) => newOrDraft(context.booking),
    'bookingForm.submitting': ({ context }) => newOrDraft(context.booking),
    // Not amendable: no form, and the stored booking is no longer a Draft.
    'bookingForm.notAmendable': ({ context }) => {
      expect(context.initial).toBeNull();
      expect(context.booking?.status).toBeDefined();
      expect(context.booking?.status).not.toBe('Draft');
    },
    // The end: the booking stored is the submitted one.
    'bookingForm.submitted': ({ context }) => expect(context.booking?.status).toBe('Submitted'),
  },
  golden: [
    {
      name: 'a Draft loaded, saved again, then submitted: the form ends on the submitted booking',
      input: { source: { kind: 'draft', uuid: 'b-1' } },
      events: [
        LOADED_DRAFT,
        { type: 'booking.saveDraft', values: bookingContent() } as EventObject,
        done('saveDraft', DRAFT),
        { type: 'booking.submit', values: bookingContent() } as EventObject,
        done('submitBooking', SUBMITTED),
      ],
      ends: { value: 'submitted', context: { booking: { uuid: 'b-1', status: 'Submitted' }, originLabel: 'BK00000001' } },
    },
    {
      name: 'a Draft submitted meanwhile opens as not amendable, with no form',
      input: { source: { kind: 'draft', uuid: 'b-1' } },
      events: [done('loadSource', { form: bookingContent(), booking: SUBMITTED, originLabel: 'BK00000001' })],
      ends: { value: 'notAmendable', context: { initial: null, booking: { status: 'Submitted' }, originLabel: 'BK00000001' } },
    },
    {
      name: 'a template name refused keeps the name dialog open',
      input: { source: { kind: 'draft', uuid: 'b-1' } },
      events: [
        LOADED_DRAFT,
        { type: 'template.ask' },
        { type: 'template.save', name: '家具', content: bookingContent() } as EventObject,
        error('saveTemplate'),
      ],
      ends: { value: 'namingTemplate', context: { booking: { uuid: 'b-1', status: 'Draft' } } },
    },
    {
      name: 'a failed load retried, a new booking opened empty, its submit refused: the form stays',
      input: { source: { kind: 'new' } },
      events: [
        error('loadSource'),
        { type: 'load.retry' },
        done('loadSource', { form: bookingContent(), booking: null, originLabel: '' }),
        { type: 'booking.submit', values: bookingContent() } as EventObject,
        error('submitBooking'),
      ],
      ends: { value: 'editing', context: { booking: null, originLabel: '', source: { kind: 'new' } } },
    },
  ],
};

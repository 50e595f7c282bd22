import { fromPromise, type EventObject, type SnapshotFrom } from 'xstate';
import type { BookingTemplate, BookingView } from '../../domain/shipping/types';
import { bookingContent, bookingTemplate, bookingView } from '../bookingForm.fixtures';
import { bookingFormMachine, type LoadedBooking } from '../bookingForm.machine';
import type { PathModel } from './pathModel';

const never = <T,>() => new Promise<T>(() => {});
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
    events.push({ type: 'xstate.done.actor.saveDraft', output: DRAFT } as EventObject, { type: 'xstate.error.actor.saveDraft', error: 'refused' } as EventObject);
  }
  if (snapshot.matches('submitting')) {
    events.push({ type: 'xstate.done.actor.submitBooking', output: SUBMITTED } as EventObject, { type: 'xstate.error.actor.submitBooking', error: 'refused' } as EventObject);
  }
  if (snapshot.matches('savingTemplate')) {
    events.push({ type: 'xstate.done.actor.saveTemplate', output: bookingTemplate('t-1', '家具') } as EventObject, { type: 'xstate.error.actor.saveTemplate', error: 'taken' } as EventObject);
  }
  return events;
}

export const bookingFormModel: PathModel<typeof machine> = {
  name: 'bookingForm',
  machine,
  walks: [
    { name: 'a draft amended', input: { source: { kind: 'draft', uuid: 'b-1' } }, events: eventsIn },
    { name: 'a sailing of the schedule', input: { source: { kind: 'sailing', voyageUuid: 'v-1', polCode: 'CNSHA', podCode: 'JPOSA' } }, events: eventsIn },
  ],
};

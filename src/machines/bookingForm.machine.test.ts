import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { BookingForm } from '../domain/shipping/schemas';
import type { BookingTemplate, BookingView } from '../domain/shipping/types';
import { bookingContent, bookingTemplate, bookingView } from './bookingForm.fixtures';
import { bookingFormMachine, type BookingSource, type LoadedBooking, type SaveBookingInput } from './bookingForm.machine';
import { selectCanAct, selectFormShown, selectNamingTemplate } from './bookingForm.selectors';

const DRAFT = bookingView('b-1', 'Draft');

function start(
  source: BookingSource,
  answers: Partial<{
    load: (s: BookingSource) => Promise<LoadedBooking>;
    save: (i: SaveBookingInput) => Promise<BookingView>;
    submit: (i: SaveBookingInput) => Promise<BookingView>;
    template: (i: { name: string; content: BookingForm }) => Promise<BookingTemplate>;
  }> = {},
) {
  const calls = {
    load: vi.fn(answers.load ?? (async () => ({ form: bookingContent(), booking: null, originLabel: '' }))),
    save: vi.fn(answers.save ?? (async (input: SaveBookingInput) => ({ ...DRAFT, uuid: input.uuid ?? 'b-new' }))),
    submit: vi.fn(
      answers.submit ?? (async (input: SaveBookingInput) => ({ ...DRAFT, uuid: input.uuid ?? 'b-new', status: 'Submitted' as const, stateValue: 'Submitted' })),
    ),
    template: vi.fn(answers.template ?? (async (input: { name: string; content: BookingForm }) => bookingTemplate('t-1', input.name))),
  };
  const reactions = { draftSaved: vi.fn(), submitted: vi.fn(), templateSaved: vi.fn(), failed: vi.fn(), templateFailed: vi.fn() };
  const actor = createActor(
    bookingFormMachine.provide({
      actors: {
        loadSource: fromPromise(({ input }) => calls.load(input)),
        saveDraft: fromPromise(({ input }) => calls.save(input)),
        submitBooking: fromPromise(({ input }) => calls.submit(input)),
        saveTemplate: fromPromise(({ input }) => calls.template(input)),
      },
      actions: {
        draftSaved: (_, { booking }) => reactions.draftSaved(booking),
        submitted: (_, { booking }) => reactions.submitted(booking),
        templateSaved: (_, { template }) => reactions.templateSaved(template),
        failed: (_, { error }) => reactions.failed(error),
        templateFailed: (_, { error }) => reactions.templateFailed(error),
      },
    }),
    { input: { source } },
  );
  actor.start();
  return { actor, calls, reactions };
}

const settled = (actor: ReturnType<typeof start>['actor'], state: 'loading' | 'loadFailed' | 'notAmendable' | 'editing' | 'submitted') =>
  waitFor(actor, (s) => s.matches(state), { timeout: 1000 });

describe('booking form machine', () => {
  it('opens a new booking empty, saves it as a Draft, then saves again over the same Draft', async () => {
    const { actor, calls, reactions } = start({ kind: 'new' });
    await settled(actor, 'editing');
    expect(calls.load).toHaveBeenCalledWith({ kind: 'new' });
    expect(selectFormShown(actor.getSnapshot())).toBe(true);

    actor.send({ type: 'booking.saveDraft', values: bookingContent({ commodity: '茶叶' }) });
    expect(selectCanAct(actor.getSnapshot())).toBe(false);
    await settled(actor, 'editing');
    expect(calls.save).toHaveBeenLastCalledWith({ uuid: undefined, values: expect.objectContaining({ commodity: '茶叶' }) });
    expect(reactions.draftSaved).toHaveBeenCalledWith(expect.objectContaining({ uuid: 'b-new' }));

    actor.send({ type: 'booking.saveDraft', values: bookingContent() });
    await settled(actor, 'editing');
    expect(calls.save).toHaveBeenLastCalledWith({ uuid: 'b-new', values: bookingContent() });
    expect(calls.save).toHaveBeenCalledTimes(2);
  });

  it('amends a loaded Draft and submits it over that Draft, which ends the form', async () => {
    const { actor, calls, reactions } = start(
      { kind: 'draft', uuid: 'b-1' },
      { load: async () => ({ form: bookingContent(), booking: DRAFT, originLabel: DRAFT.bookingNo }) },
    );
    await settled(actor, 'editing');
    expect(actor.getSnapshot().context).toMatchObject({ booking: { uuid: 'b-1' }, originLabel: DRAFT.bookingNo, initial: bookingContent() });
    actor.send({ type: 'booking.submit', values: bookingContent() });
    await settled(actor, 'submitted');
    expect(calls.submit).toHaveBeenCalledWith({ uuid: 'b-1', values: bookingContent() });
    expect(reactions.submitted).toHaveBeenCalledWith(expect.objectContaining({ status: 'Submitted' }));
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('opens a booking the chart no longer lets be saved as not amendable', async () => {
    const submitted = bookingView('b-2', 'Submitted');
    const { actor } = start(
      { kind: 'draft', uuid: 'b-2' },
      { load: async () => ({ form: bookingContent(), booking: submitted, originLabel: submitted.bookingNo }) },
    );
    await settled(actor, 'notAmendable');
    expect(actor.getSnapshot().context.booking?.uuid).toBe('b-2');
    expect(selectFormShown(actor.getSnapshot())).toBe(false);
  });

  it('keeps the form after a refused save or submit, and tells the screen why', async () => {
    const refusal = new Error('10422');
    const { actor, reactions } = start({ kind: 'new' }, { save: async () => Promise.reject(refusal), submit: async () => Promise.reject(refusal) });
    await settled(actor, 'editing');
    actor.send({ type: 'booking.saveDraft', values: bookingContent() });
    await settled(actor, 'editing');
    actor.send({ type: 'booking.submit', values: bookingContent() });
    await waitFor(actor, () => reactions.failed.mock.calls.length === 2);
    expect(actor.getSnapshot().matches('editing')).toBe(true);
    expect(reactions.failed).toHaveBeenCalledWith(refusal);
    expect(actor.getSnapshot().context.booking).toBeNull();
  });

  it('names a template from the form; a refused name keeps the dialog open, dismissing closes it', async () => {
    let taken = true;
    const { actor, calls, reactions } = start(
      { kind: 'template', uuid: 't-1' },
      {
        template: async (input) => (taken ? Promise.reject(new Error('10409')) : bookingTemplate('t-2', input.name)),
      },
    );
    await settled(actor, 'editing');
    actor.send({ type: 'template.ask' });
    expect(selectNamingTemplate(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'template.save', name: '上海—大阪 家具', content: bookingContent() });
    await waitFor(actor, () => reactions.templateFailed.mock.calls.length === 1);
    expect(actor.getSnapshot().matches('namingTemplate')).toBe(true);
    taken = false;
    actor.send({ type: 'template.save', name: '上海—大阪 家具 2', content: bookingContent() });
    await settled(actor, 'editing');
    expect(calls.template).toHaveBeenLastCalledWith({ name: '上海—大阪 家具 2', content: bookingContent() });
    expect(reactions.templateSaved).toHaveBeenCalledWith(expect.objectContaining({ name: '上海—大阪 家具 2' }));
    actor.send({ type: 'template.ask' });
    actor.send({ type: 'template.dismiss' });
    expect(actor.getSnapshot().matches('editing')).toBe(true);
  });

  it('retries a failed load', async () => {
    let fail = true;
    const { actor, calls } = start(
      { kind: 'copy', uuid: 'b-1' },
      { load: async () => (fail ? Promise.reject(new Error('offline')) : { form: bookingContent(), booking: null, originLabel: 'BK00000001' }) },
    );
    await settled(actor, 'loadFailed');
    fail = false;
    actor.send({ type: 'load.retry' });
    await settled(actor, 'editing');
    expect(calls.load).toHaveBeenCalledTimes(2);
    expect(actor.getSnapshot().context.originLabel).toBe('BK00000001');
  });

  it('ignores saving while a save is under way', async () => {
    let release: (view: BookingView) => void = () => {};
    const { actor, calls } = start({ kind: 'new' }, { save: () => new Promise((resolve) => (release = resolve)) });
    await settled(actor, 'editing');
    actor.send({ type: 'booking.saveDraft', values: bookingContent() });
    actor.send({ type: 'booking.saveDraft', values: bookingContent() });
    actor.send({ type: 'booking.submit', values: bookingContent() });
    expect(actor.getSnapshot().matches('savingDraft')).toBe(true);
    release(DRAFT);
    await settled(actor, 'editing');
    expect(calls.save).toHaveBeenCalledTimes(1);
    expect(calls.submit).not.toHaveBeenCalled();
  });

  it('opens on a sailing chosen in the schedule: its ports and sailing filled in, submitted as a new booking', async () => {
    const source: BookingSource = { kind: 'sailing', voyageUuid: 'v-1', polCode: 'CNSHA', podCode: 'JPOSA' };
    const filled = bookingContent({ polCode: 'CNSHA', podCode: 'JPOSA', voyageUuid: 'v-1' });
    const { actor, calls, reactions } = start(source, { load: async () => ({ form: filled, booking: null, originLabel: '' }) });
    await settled(actor, 'editing');
    expect(calls.load).toHaveBeenCalledWith(source);
    expect(actor.getSnapshot().context.initial).toEqual(filled);
    expect(actor.getSnapshot().context.booking).toBeNull();
    actor.send({ type: 'booking.submit', values: filled });
    await settled(actor, 'submitted');
    expect(calls.submit).toHaveBeenCalledWith({ uuid: undefined, values: filled });
    expect(reactions.submitted).toHaveBeenCalledTimes(1);
  });
});

import { describe, expect, it } from 'vitest';
import { bookingContent, bookingView } from './bookingForm.fixtures';
import { bookingFormMachine, type BookingFormContext } from './bookingForm.machine';
import {
  selectBooking,
  selectCanAct,
  selectFormShown,
  selectInitial,
  selectIsLoading,
  selectIsSavingDraft,
  selectIsSavingTemplate,
  selectIsSubmitted,
  selectIsSubmitting,
  selectLoadFailed,
  selectNamingTemplate,
  selectNotAmendable,
  selectOriginLabel,
  selectSource,
} from './bookingForm.selectors';

const DRAFT = bookingView('b-1', 'Draft');
const CONTEXT: BookingFormContext = { source: { kind: 'draft', uuid: 'b-1' }, initial: bookingContent(), booking: DRAFT, originLabel: 'BK00000001' };

const at = (value: string) => bookingFormMachine.resolveState({ value, context: CONTEXT });

/** What the form shows in each state of its chart, selector by selector. */
const flags = (value: string) => {
  const snapshot = at(value);
  return {
    loading: selectIsLoading(snapshot),
    loadFailed: selectLoadFailed(snapshot),
    notAmendable: selectNotAmendable(snapshot),
    submitted: selectIsSubmitted(snapshot),
    formShown: selectFormShown(snapshot),
    canAct: selectCanAct(snapshot),
    savingDraft: selectIsSavingDraft(snapshot),
    submitting: selectIsSubmitting(snapshot),
    naming: selectNamingTemplate(snapshot),
    savingTemplate: selectIsSavingTemplate(snapshot),
  };
};

const NONE = {
  loading: false,
  loadFailed: false,
  notAmendable: false,
  submitted: false,
  formShown: false,
  canAct: false,
  savingDraft: false,
  submitting: false,
  naming: false,
  savingTemplate: false,
};

describe('booking form selectors', () => {
  it.each([
    ['loading', { loading: true }],
    ['loadFailed', { loadFailed: true }],
    ['notAmendable', { notAmendable: true }],
    ['submitted', { submitted: true }],
    ['editing', { formShown: true, canAct: true }],
    ['savingDraft', { formShown: true, savingDraft: true }],
    ['submitting', { formShown: true, submitting: true }],
    ['namingTemplate', { formShown: true, naming: true }],
    ['savingTemplate', { formShown: true, naming: true, savingTemplate: true }],
  ])('in %s', (value, shown) => {
    expect(flags(value)).toEqual({ ...NONE, ...shown });
  });

  it('reads the source, the values the form opens with, the stored booking and where the content came from', () => {
    const snapshot = at('editing');
    expect(selectSource(snapshot)).toEqual({ kind: 'draft', uuid: 'b-1' });
    expect(selectInitial(snapshot)).toEqual(bookingContent());
    expect(selectBooking(snapshot)).toMatchObject({ uuid: 'b-1', status: 'Draft' });
    expect(selectOriginLabel(snapshot)).toBe('BK00000001');
  });
});

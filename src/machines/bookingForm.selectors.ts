import type { SnapshotFrom } from 'xstate';
import type { bookingFormMachine } from './bookingForm.machine';

/** What the booking form reads from its chart, one value per selector. */
type Snapshot = SnapshotFrom<typeof bookingFormMachine>;

export const selectIsLoading = (snapshot: Snapshot) => snapshot.matches('loading');
export const selectLoadFailed = (snapshot: Snapshot) => snapshot.matches('loadFailed');
export const selectNotAmendable = (snapshot: Snapshot) => snapshot.matches('notAmendable');
export const selectIsSubmitted = (snapshot: Snapshot) => snapshot.matches('submitted');
/** the form is shown: loaded and not yet submitted */
export const selectFormShown = (snapshot: Snapshot) =>
  snapshot.matches('editing') ||
  snapshot.matches('savingDraft') ||
  snapshot.matches('submitting') ||
  snapshot.matches('namingTemplate') ||
  snapshot.matches('savingTemplate');
/** the form's buttons act: nothing is being saved and no dialog is open */
export const selectCanAct = (snapshot: Snapshot) => snapshot.can({ type: 'template.ask' });
export const selectIsSavingDraft = (snapshot: Snapshot) => snapshot.matches('savingDraft');
export const selectIsSubmitting = (snapshot: Snapshot) => snapshot.matches('submitting');
export const selectNamingTemplate = (snapshot: Snapshot) => snapshot.matches('namingTemplate') || snapshot.matches('savingTemplate');
export const selectIsSavingTemplate = (snapshot: Snapshot) => snapshot.matches('savingTemplate');
export const selectInitial = (snapshot: Snapshot) => snapshot.context.initial;
export const selectBooking = (snapshot: Snapshot) => snapshot.context.booking;
export const selectSource = (snapshot: Snapshot) => snapshot.context.source;
export const selectOriginLabel = (snapshot: Snapshot) => snapshot.context.originLabel;

import type { SnapshotFrom } from 'xstate';
import type { emailCodeMachine } from './emailCode.machine';

type EmailCodeSnapshot = SnapshotFrom<typeof emailCodeMachine>;
export const selectSecondsLeft = (snapshot: EmailCodeSnapshot) => snapshot.context.secondsLeft;
export const selectIsSending = (snapshot: EmailCodeSnapshot) => snapshot.matches('sending');
export const selectCanSend = (snapshot: EmailCodeSnapshot) => snapshot.can({ type: 'code.send', email: '' });

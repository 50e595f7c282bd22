import type { SnapshotFrom } from 'xstate';
import { captchaKeyOf, type loginMachine } from './login.machine';

type LoginSnapshot = SnapshotFrom<typeof loginMachine>;

/** The key of the captcha image on screen. */
export const selectCaptchaKey = (snapshot: LoginSnapshot) => captchaKeyOf(snapshot.context);
export const selectFailure = (snapshot: LoginSnapshot) => snapshot.context.failure;
/** The token call or the session start is under way: the button shows it and takes no second press. */
export const selectIsSubmitting = (snapshot: LoginSnapshot) =>
  snapshot.matches('requestingToken') || snapshot.matches('startingSession') || snapshot.matches('loggedIn');

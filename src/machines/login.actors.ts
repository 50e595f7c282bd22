import { fromPromise } from 'xstate';
import type * as authCalls from '../services/auth';
import type { TokenAnswer } from '../domain/identityApi';
import type { SessionStarted } from '../domain/login';
import type { LoginForm } from '../domain/validation/accountSchemas';

/**
 * The login chart's actors: the token call (the same on both sites) and the site's session,
 * which takes the token answer and resolves once its user is loaded.
 */
export function loginActors(calls: Pick<typeof authCalls, 'requestToken'>, startSession: (answer: TokenAnswer) => Promise<SessionStarted>) {
  return {
    requestToken: fromPromise<TokenAnswer, LoginForm & { randomStr: string }>(({ input }) => calls.requestToken(input)),
    startSession: fromPromise<SessionStarted, { answer: TokenAnswer }>(({ input }) => startSession(input.answer)),
  };
}

import { describe, expect, it } from 'vitest';
import { createActor, toPromise, type AnyActorLogic } from 'xstate';
import { createNavigationActors, type SessionSource } from './navigation.actors';
import type { SessionUser } from './navigation.machine';

const USER: SessionUser = { userId: 'u-1', logonId: 'zhangsan' };
const run = (logic: AnyActorLogic, input?: unknown) => toPromise(createActor(logic, { input }).start());
const source = (token: string | null, user: SessionUser | null): SessionSource => ({ settled: async () => ({ token, user }) });

describe('navigation actors', () => {
  it("read the session's token once it is settled, or none", async () => {
    await expect(run(createNavigationActors(source('tok-1', USER)).loadToken)).resolves.toBe('tok-1');
    await expect(run(createNavigationActors(source(null, null)).loadToken)).resolves.toBeNull();
  });

  it("read the session's user", async () => {
    await expect(run(createNavigationActors(source('tok-1', USER)).loadUserInfo, { token: 'tok-1' })).resolves.toEqual(USER);
  });

  it('fail the user load when the session has no user, so the guard forgets the token', async () => {
    await expect(run(createNavigationActors(source('tok-1', null)).loadUserInfo, { token: 'tok-1' })).rejects.toThrow();
  });
});

import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { TokenInfo } from '../domain/session';
import { sessionMachine, type LoadedUser } from '../machines/session.machine';
import { SessionNotStartedError, startSession } from './startSession';

const USER = {
  logonId: 'demo.passenger',
  userId: 'u-1',
  usernme: 'demo.passenger',
  userCnnme: '',
  enterpriseCnnme: '',
  enterpriseId: '',
  menuAll: [],
  menuLeft: [],
};
const ANSWER = { access_token: 'a', refresh_token: 'r', expires_in: 7200 };

function session(load: () => Promise<LoadedUser>) {
  const machine = sessionMachine.provide({ actors: { loadUserInfo: fromPromise<LoadedUser, { token: TokenInfo }>(load) } });
  return createActor(machine, { input: { token: null, user: null, buttons: [] } }).start();
}

describe('starting a session from a token answer', () => {
  it('answers the name to welcome once the user is loaded', async () => {
    await expect(
      startSession(
        session(async () => ({ user: { ...USER, userCnnme: '张三' }, menus: [], buttons: [] })),
        ANSWER,
        Date.now(),
      ),
    ).resolves.toBe('张三');
    await expect(
      startSession(
        session(async () => ({ user: USER, menus: [], buttons: [] })),
        ANSWER,
        Date.now(),
      ),
    ).resolves.toBe('demo.passenger');
  });

  it('fails when the answer is incomplete or the user cannot be loaded', async () => {
    const fine = session(async () => ({ user: USER, menus: [], buttons: [] }));
    await expect(startSession(fine, { access_token: 'a', expires_in: 7200 }, Date.now())).rejects.toBeInstanceOf(SessionNotStartedError);
    const failing = session(async () => Promise.reject(new Error('401')));
    await expect(startSession(failing, ANSWER, Date.now())).rejects.toBeInstanceOf(SessionNotStartedError);
  });
});

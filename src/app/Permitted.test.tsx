import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { toTokenInfo, type TokenInfo } from '../domain/session';
import { sessionMachine, type LoadedUser } from '../machines/session.machine';
import { createStorage } from '../services/storage';
import { AppActorsContext } from './AppActorsContext';
import type { AppActors } from './appActors';
import { Permitted } from './Permitted';
import { usePermitted } from './usePermitted';

afterEach(cleanup);

const TOKEN = toTokenInfo({ access_token: 'a', refresh_token: 'r', expires_in: 7200 }, Date.now())!;
const USER = { logonId: 'acme', userId: 'u-1', usernme: '', userCnnme: '', enterpriseCnnme: '', enterpriseId: '', menuAll: [], menuLeft: [] };

/** A session started from what encrypted local storage holds, as the app starts it. */
function sessionFromStorage(buttons: string[]) {
  window.localStorage.clear();
  const storage = createStorage(() => window.localStorage);
  storage.setButtons(buttons);
  const machine = sessionMachine.provide({
    actors: {
      loadUserInfo: fromPromise<LoadedUser, { token: TokenInfo }>(async () => ({ user: USER, menus: [], buttons: ['btn.booking.create', 'btn.bl.download'] })),
    },
  });
  return createActor(machine, { input: { token: TOKEN, user: USER, buttons: storage.getButtons() } }).start();
}

function renderWith(session: ReturnType<typeof sessionFromStorage>) {
  const actors = { session } as unknown as AppActors;
  function Probe() {
    return <output>{usePermitted('btn.booking.cancel') ? 'may cancel' : 'may not cancel'}</output>;
  }
  return render(
    <AppActorsContext.Provider value={actors}>
      <Permitted button="btn.booking.create">
        <button type="button">create</button>
      </Permitted>
      <Permitted button="btn.bl.download">
        <button type="button">download</button>
      </Permitted>
      <Probe />
    </AppActorsContext.Provider>,
  );
}

describe('button permissions (spec 6)', () => {
  it('keep an element whose key is in the decrypted stored list, and remove the others from the page', () => {
    renderWith(sessionFromStorage(['btn.booking.create']));
    expect(screen.getByRole('button', { name: 'create' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'download' })).toBeNull();
    expect(screen.getByText('may not cancel')).toBeTruthy();
  });

  it('remove everything for an empty list (a visitor, or a user without buttons)', () => {
    const { container } = renderWith(sessionFromStorage([]));
    expect(container.querySelectorAll('button')).toHaveLength(0);
  });

  it('follow the session: a new login brings its own list', async () => {
    const session = sessionFromStorage([]);
    renderWith(session);
    await act(async () => {
      session.send({ type: 'session.tokenReceived', answer: { access_token: 'b', refresh_token: 'r2', expires_in: 7200 }, receivedAt: Date.now() });
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(screen.getByRole('button', { name: 'create' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'download' })).toBeTruthy();
  });
});

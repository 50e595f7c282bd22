import { describe, expect, it, vi } from 'vitest';
import { createActor, toPromise, type AnyActorLogic } from 'xstate';
import type { AccountInfo } from '../domain/identityApi';
import type { AccountForm } from '../domain/validation/accountSchemas';
import { enterpriseAccountActors } from './enterpriseAccount.actors';

const ACCOUNT = { userId: 'u-7', logonId: 'ent-op', nickname: '王五' } as AccountInfo;
const FORM = { nickname: '王五' } as unknown as AccountForm;

const run = (logic: AnyActorLogic, input?: unknown) => toPromise(createActor(logic, { input }).start());

describe('enterprise account actors', () => {
  it('loads and saves the user chosen when the call is made', async () => {
    const calls = { getEnterpriseUser: vi.fn(async () => ACCOUNT), updateEnterpriseUser: vi.fn(async () => ACCOUNT) };
    let userId = 'u-1';
    const actors = enterpriseAccountActors(calls, () => userId);
    userId = 'u-7';
    await expect(run(actors.loadAccount)).resolves.toEqual(ACCOUNT);
    await expect(run(actors.saveAccount, FORM)).resolves.toEqual(ACCOUNT);
    expect(calls.getEnterpriseUser).toHaveBeenCalledWith('u-7', { signal: expect.any(AbortSignal) });
    expect(calls.updateEnterpriseUser).toHaveBeenCalledWith('u-7', FORM);
  });
});

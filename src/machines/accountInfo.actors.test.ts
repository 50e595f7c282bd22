import { describe, expect, it, vi } from 'vitest';
import { createActor, toPromise, type AnyActorLogic } from 'xstate';
import type { AccountInfo } from '../domain/identityApi';
import type { AccountForm } from '../domain/validation/accountSchemas';
import { accountInfoActors } from './accountInfo.actors';

const ACCOUNT = { userId: 'u-1', logonId: 'zhangsan', nickname: '张三', email: 'zs@example.com', phone: '13800000000' } as AccountInfo;
const FORM = { nickname: '张三丰' } as unknown as AccountForm;

const run = (logic: AnyActorLogic, input?: unknown) => toPromise(createActor(logic, { input }).start());

describe('account actors', () => {
  it('loads the account, with a read the screen can give up', async () => {
    const calls = { getAccountInfo: vi.fn(async () => ACCOUNT), updateAccountInfo: vi.fn() };
    await expect(run(accountInfoActors(calls).loadAccount)).resolves.toEqual(ACCOUNT);
    expect(calls.getAccountInfo).toHaveBeenCalledWith({ signal: expect.any(AbortSignal) });
  });

  it('saves the form and answers the account saved', async () => {
    const calls = { getAccountInfo: vi.fn(), updateAccountInfo: vi.fn(async () => ({ ...ACCOUNT, nickname: '张三丰' })) };
    await expect(run(accountInfoActors(calls).saveAccount, FORM)).resolves.toMatchObject({ nickname: '张三丰' });
    expect(calls.updateAccountInfo).toHaveBeenCalledWith(FORM);
  });
});

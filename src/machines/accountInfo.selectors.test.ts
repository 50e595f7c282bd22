import { describe, expect, it } from 'vitest';
import type { AccountInfo } from '../domain/identityApi';
import { accountInfoMachine } from './accountInfo.machine';
import { selectAccount, selectIsLoading, selectIsSaving, selectLoadFailed } from './accountInfo.selectors';

const ACCOUNT = { userId: 'u-1', logonId: 'zhangsan', nickname: '张三', email: 'zs@example.com', phone: '13800000000' } as AccountInfo;
const snapshotIn = (value: 'loading' | 'loadFailed' | 'ready' | 'saving') => accountInfoMachine.resolveState({ value, context: { account: ACCOUNT } });

describe('account selectors', () => {
  it.each([
    ['loading', true, false, false],
    ['loadFailed', false, true, false],
    ['ready', false, false, false],
    ['saving', false, false, true],
  ] as const)('in %s: loading %s, failed %s, saving %s', (state, loading, failed, saving) => {
    expect(selectIsLoading(snapshotIn(state))).toBe(loading);
    expect(selectLoadFailed(snapshotIn(state))).toBe(failed);
    expect(selectIsSaving(snapshotIn(state))).toBe(saving);
  });

  it('reads the account shown', () => {
    expect(selectAccount(snapshotIn('ready'))?.nickname).toBe('张三');
  });
});

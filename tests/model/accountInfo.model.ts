import { expect } from 'vitest';
import { fromPromise, type EventObject, type SnapshotFrom } from 'xstate';
import type { AccountInfo } from '../../src/domain/identityApi';
import type { AccountForm } from '../../src/domain/validation/accountSchemas';
import { accountInfoMachine } from '../../src/machines/accountInfo.machine';
import type { PathModel } from './pathModel';

const never = <T>() => new Promise<T>(() => {});
const machine = accountInfoMachine.provide({
  actors: {
    loadAccount: fromPromise(() => never<AccountInfo>()),
    saveAccount: fromPromise<AccountInfo, AccountForm>(() => never<AccountInfo>()),
  },
});

const ACCOUNT: AccountInfo = {
  userId: 'u-1',
  logonId: 'demo.passenger',
  nickname: '张三',
  email: 'zhang@example.com',
  phone: '13800000000',
  role: 'individual',
  enterpriseId: null,
  enterpriseCnnme: null,
  enterpriseState: null,
  createdAt: '2026-01-15T08:00:00.000Z',
};
const VALUES: AccountForm = { nickname: '张小三', email: 'zhang@example.com', phone: '13800000000' };

/** The save on the ready screen, and each call's answers while it runs. */
function eventsIn(snapshot: SnapshotFrom<typeof machine>): EventObject[] {
  const events: EventObject[] = [
    { type: 'account.retry' },
    { type: 'account.save', values: VALUES } as EventObject,
    { type: 'account.changed', account: { ...ACCOUNT, email: 'zhang.new@example.com' } } as EventObject,
  ];
  if (snapshot.matches('loading')) {
    events.push(
      { type: 'xstate.done.actor.loadAccount', output: ACCOUNT } as EventObject,
      { type: 'xstate.error.actor.loadAccount', error: { kind: 'network' } } as EventObject,
    );
  }
  if (snapshot.matches('saving')) {
    events.push(
      { type: 'xstate.done.actor.saveAccount', output: { ...ACCOUNT, nickname: VALUES.nickname } } as EventObject,
      { type: 'xstate.error.actor.saveAccount', error: { kind: 'business', code: 10422, message: '邮箱格式不正确' } } as EventObject,
    );
  }
  return events;
}

export const accountInfoModel: PathModel<typeof machine> = {
  name: 'accountInfo',
  machine,
  walks: [{ name: 'the account screen', events: eventsIn }],
  invariants: {
    // Until the first load answers, there is no account to show.
    'accountInfo.loading': ({ context }) => expect(context.account).toBeNull(),
    'accountInfo.loadFailed': ({ context }) => expect(context.account).toBeNull(),
    // Once loaded, the screen always shows an account, while it is being saved too.
    'accountInfo.ready': ({ context }) => expect(context.account?.userId).toEqual(expect.any(String)),
    'accountInfo.saving': ({ context }) => expect(context.account?.userId).toEqual(expect.any(String)),
  },
  golden: [
    {
      name: 'a failed load retried: the account loaded is shown',
      events: [
        { type: 'xstate.error.actor.loadAccount', error: { kind: 'network' } } as EventObject,
        { type: 'account.retry' },
        { type: 'xstate.done.actor.loadAccount', output: ACCOUNT } as EventObject,
      ],
      ends: { value: 'ready', context: { account: { userId: 'u-1', nickname: '张三' } } },
    },
    {
      name: 'a save the server refused: the account shown is unchanged',
      events: [
        { type: 'xstate.done.actor.loadAccount', output: ACCOUNT } as EventObject,
        { type: 'account.save', values: VALUES } as EventObject,
        { type: 'xstate.error.actor.saveAccount', error: { kind: 'business', code: 10422, message: '邮箱格式不正确' } } as EventObject,
      ],
      ends: { value: 'ready', context: { account: { userId: 'u-1', nickname: '张三' } } },
    },
    {
      name: 'a save that succeeded: the account the server answered is shown',
      events: [
        { type: 'xstate.done.actor.loadAccount', output: ACCOUNT } as EventObject,
        { type: 'account.save', values: VALUES } as EventObject,
        { type: 'xstate.done.actor.saveAccount', output: { ...ACCOUNT, nickname: '张小三' } } as EventObject,
      ],
      ends: { value: 'ready', context: { account: { userId: 'u-1', nickname: '张小三' } } },
    },
    {
      name: 'the e-mail changed through its own call: the new e-mail is shown',
      events: [
        { type: 'xstate.done.actor.loadAccount', output: ACCOUNT } as EventObject,
        { type: 'account.changed', account: { ...ACCOUNT, email: 'zhang.new@example.com' } } as EventObject,
      ],
      ends: { value: 'ready', context: { account: { email: 'zhang.new@example.com', nickname: '张三' } } },
    },
  ],
};

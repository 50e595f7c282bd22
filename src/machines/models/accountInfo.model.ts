import { fromPromise, type EventObject, type SnapshotFrom } from 'xstate';
import type { AccountInfo } from '../../domain/identityApi';
import type { AccountForm } from '../../domain/validation/accountSchemas';
import { accountInfoMachine } from '../accountInfo.machine';
import type { PathModel } from './pathModel';

const never = <T,>() => new Promise<T>(() => {});
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
    events.push({ type: 'xstate.done.actor.loadAccount', output: ACCOUNT } as EventObject, { type: 'xstate.error.actor.loadAccount', error: { kind: 'network' } } as EventObject);
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
};

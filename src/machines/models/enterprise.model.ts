import type { EventObject } from 'xstate';
import { enterpriseMachine, type EnterpriseEvent } from '../enterprise.machine';
import type { PathModel } from './pathModel';

/** Every event in every state, a rejection with and without a reason: the chart refuses what it does not expect. */
export const ENTERPRISE_EVENTS: EnterpriseEvent[] = [
  { type: 'enterprise.approve' },
  { type: 'enterprise.reject', reason: '营业执照不清晰' },
  { type: 'enterprise.reject', reason: '   ' },
  { type: 'enterprise.disable' },
  { type: 'enterprise.enable' },
];

export const enterpriseModel: PathModel<typeof enterpriseMachine> = {
  name: 'enterprise',
  machine: enterpriseMachine,
  walks: [{ name: 'a new enterprise', events: (): EventObject[] => ENTERPRISE_EVENTS }],
};

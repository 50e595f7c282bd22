import type { EventObject } from 'xstate';
import { railCommissionMachine, type RailCommissionEvent } from '../railCommission.machine';
import type { PathModel } from './pathModel';

/** Every event in every state: the chart refuses what it does not expect. */
const EVENTS: RailCommissionEvent[] = [{ type: 'commission.accept' }, { type: 'commission.reject' }, { type: 'commission.cancel' }];

export const railCommissionModel: PathModel<typeof railCommissionMachine> = {
  name: 'railCommission',
  machine: railCommissionMachine,
  walks: [{ name: 'a submitted commission', events: (): EventObject[] => EVENTS }],
};

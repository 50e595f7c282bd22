import { expect } from 'vitest';
import type { EventObject, SnapshotFrom } from 'xstate';
import { railCommissionMachine, type RailCommissionEvent } from '../../src/machines/railCommission.machine';
import type { PathModel } from './pathModel';

/** Every event in every state: the chart refuses what it does not expect. */
const EVENTS: RailCommissionEvent[] = [{ type: 'commission.accept' }, { type: 'commission.reject' }, { type: 'commission.cancel' }];

/** The events a snapshot would take, in EVENTS' order. */
const allowed = (snapshot: SnapshotFrom<typeof railCommissionMachine>) => EVENTS.filter((event) => snapshot.can(event)).map((event) => event.type);

export const railCommissionModel: PathModel<typeof railCommissionMachine> = {
  name: 'railCommission',
  machine: railCommissionMachine,
  walks: [{ name: 'a submitted commission', events: (): EventObject[] => EVENTS }],
  invariants: {
    // Not decided yet: the clerk may accept or reject it, the enterprise may withdraw it.
    'railCommission.SUBMITTED': (snapshot) => {
      expect(snapshot.status).toBe('active');
      expect(allowed(snapshot)).toEqual(['commission.accept', 'commission.reject', 'commission.cancel']);
    },
    // Once decided or withdrawn a commission stays so: nothing moves it any more.
    'railCommission.ACCEPTED': (snapshot) => expect({ status: snapshot.status, allowed: allowed(snapshot) }).toEqual({ status: 'done', allowed: [] }),
    'railCommission.REJECTED': (snapshot) => expect({ status: snapshot.status, allowed: allowed(snapshot) }).toEqual({ status: 'done', allowed: [] }),
    'railCommission.CANCELLED': (snapshot) => expect({ status: snapshot.status, allowed: allowed(snapshot) }).toEqual({ status: 'done', allowed: [] }),
  },
  golden: [
    {
      name: 'an accepted commission cannot be withdrawn or rejected',
      events: [{ type: 'commission.accept' }, { type: 'commission.cancel' }, { type: 'commission.reject' }],
      ends: { value: 'ACCEPTED' },
    },
    {
      name: 'a withdrawn commission cannot be accepted any more',
      events: [{ type: 'commission.cancel' }, { type: 'commission.accept' }],
      ends: { value: 'CANCELLED' },
    },
    {
      name: 'a rejected commission cannot be accepted after all',
      events: [{ type: 'commission.reject' }, { type: 'commission.accept' }, { type: 'commission.cancel' }],
      ends: { value: 'REJECTED' },
    },
  ],
};

import { expect } from 'vitest';
import type { EventObject } from 'xstate';
import { enterpriseMachine, type EnterpriseEvent } from '../../src/machines/enterprise.machine';
import type { PathModel } from './pathModel';

/** Every event in every state, a rejection with and without a reason: the chart refuses what it does not expect. */
export const ENTERPRISE_EVENTS: EnterpriseEvent[] = [
  { type: 'enterprise.approve' },
  { type: 'enterprise.reject', reason: '营业执照不清晰' },
  { type: 'enterprise.reject', reason: '   ' },
  { type: 'enterprise.disable' },
  { type: 'enterprise.enable' },
];

/** A rejection, as the reviewer's screen sends it. */
const REJECT = (reason: string): EnterpriseEvent => ({ type: 'enterprise.reject', reason });

export const enterpriseModel: PathModel<typeof enterpriseMachine> = {
  name: 'enterprise',
  machine: enterpriseMachine,
  walks: [{ name: 'a new enterprise', events: (): EventObject[] => ENTERPRISE_EVENTS }],
  invariants: {
    // Only a rejection has a reason; an application still alive is not over.
    'enterprise.PENDING_REVIEW': ({ context, status }) => {
      expect(context.reason).toBeNull();
      expect(status).toBe('active');
    },
    'enterprise.APPROVED': ({ context, status }) => {
      expect(context.reason).toBeNull();
      expect(status).toBe('active');
    },
    'enterprise.DISABLED': ({ context, status }) => {
      expect(context.reason).toBeNull();
      expect(status).toBe('active');
    },
    // A rejection keeps the reviewer's reason (the walk's only non-blank one) and ends the application.
    'enterprise.REJECTED': ({ context, status }) => {
      expect(context.reason).toBe('营业执照不清晰');
      expect(status).toBe('done');
    },
  },
  golden: [
    {
      name: 'a rejection with a blank reason is refused: the application still waits for review',
      events: [REJECT('   ')],
      ends: { value: 'PENDING_REVIEW', context: { reason: null } },
    },
    {
      name: 'a rejection keeps its reason trimmed, and nothing moves a rejected application',
      events: [REJECT('  营业执照不清晰 '), { type: 'enterprise.approve' }, { type: 'enterprise.enable' }],
      ends: { value: 'REJECTED', context: { reason: '营业执照不清晰' } },
    },
    {
      name: 'approved, disabled and enabled again: approved, and a rejection no longer applies',
      events: [{ type: 'enterprise.approve' }, { type: 'enterprise.disable' }, { type: 'enterprise.enable' }, REJECT('营业执照不清晰')],
      ends: { value: 'APPROVED', context: { reason: null } },
    },
  ],
};

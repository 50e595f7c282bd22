import { describe, expect, it } from 'vitest';
import { enterpriseResetMachine } from './enterpriseReset.machine';
import { selectIsBusy, selectLogonId, selectStep } from './enterpriseReset.selectors';

const snapshotIn = (value: 'identifying' | 'requestingCode' | 'resetting' | 'saving' | 'done') =>
  enterpriseResetMachine.resolveState({ value, context: { logonId: 'ent-admin' } });

describe('enterprise password reset selectors', () => {
  it.each([
    ['identifying', 'identify', false],
    ['requestingCode', 'identify', true],
    ['resetting', 'reset', false],
    ['saving', 'reset', true],
    ['done', 'reset', true],
  ] as const)('in %s: the %s step, busy %s', (state, step, busy) => {
    expect(selectStep(snapshotIn(state))).toBe(step);
    expect(selectIsBusy(snapshotIn(state))).toBe(busy);
  });

  it('reads the login the code was asked for', () => {
    expect(selectLogonId(snapshotIn('resetting'))).toBe('ent-admin');
  });
});

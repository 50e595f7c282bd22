import { describe, expect, it } from 'vitest';
import { emailCodeMachine } from './emailCode.machine';
import { selectCanSend, selectIsSending, selectSecondsLeft } from './emailCode.selectors';

const snapshotIn = (value: 'ready' | 'sending' | 'coolingDown', secondsLeft = 0) => emailCodeMachine.resolveState({ value, context: { secondsLeft } });

describe('e-mail code selectors', () => {
  it('sends from ready only', () => {
    expect(selectCanSend(snapshotIn('ready'))).toBe(true);
    expect(selectCanSend(snapshotIn('sending'))).toBe(false);
    expect(selectCanSend(snapshotIn('coolingDown', 42))).toBe(false);
  });

  it('shows the call under way', () => {
    expect(selectIsSending(snapshotIn('sending'))).toBe(true);
    expect(selectIsSending(snapshotIn('ready'))).toBe(false);
  });

  it('reads the seconds before another code', () => {
    expect(selectSecondsLeft(snapshotIn('coolingDown', 42))).toBe(42);
  });
});

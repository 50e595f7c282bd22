import { describe, expect, it } from 'vitest';
import { amendPath, canAmend, canCancel, canCopy, copyPath, templatePath } from './bookings.actions';

const at = (stateValue: unknown) => ({ uuid: 'b 1', stateValue });

describe('what a booking offers, asked of the booking statechart', () => {
  it.each([
    ['Draft', true, true],
    ['Submitted', false, true],
    [{ Confirmed: 'blPending' }, false, false],
    [{ Confirmed: 'telexReleased' }, false, false],
    ['Canceled', false, false],
    ['Shutout', false, false],
  ])('%j: amend %s, cancel %s', (value, amend, cancel) => {
    expect(canAmend(at(value))).toBe(amend);
    expect(canCancel(at(value))).toBe(cancel);
    expect(canCopy(at(value))).toBe(true);
  });

  it('offers nothing on a state value the chart does not know', () => {
    for (const value of ['Paid', null, { Nope: 'x' }]) {
      expect(canAmend(at(value))).toBe(false);
      expect(canCancel(at(value))).toBe(false);
      expect(canCopy(at(value))).toBe(false);
    }
  });

  it('leads to the booking form with the uuid in the query', () => {
    expect(amendPath(at('Draft'))).toBe('/booking?uuid=b+1');
    expect(copyPath(at('Draft'))).toBe('/booking?copy=b+1');
    expect(templatePath('t-1')).toBe('/booking?template=t-1');
  });
});

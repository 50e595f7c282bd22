import { expect, it } from 'vitest';
import { createActor } from 'xstate';
import { entrustModel } from './entrust.model';
import { entrustShape } from './shapes/entrust.shape';
import { describeGeneratedPaths } from './testing/generatedPaths';

describeGeneratedPaths('rail commission form machine (with and without ?bookingNo=)', entrustModel, entrustShape, () => {
  it('takes the booking of the address in capitals', () => {
    expect(createActor(entrustModel.machine, { input: { bookingNo: ' bk26000001 ' } }).getSnapshot().context.bookingNo).toBe('BK26000001');
  });
});

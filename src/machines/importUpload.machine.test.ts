import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import type { ImportCheck } from '../domain/shipping/import/rows';
import { sendFileActor } from './importUpload.actors';
import { importUploadMachine, type ImportSavedAnswer } from './importUpload.machine';

const FILE = new File(['xlsx'], 'bookings.xlsx');
const CHECK: ImportCheck = { rows: [{ row: 2, values: {}, errors: [] }], valid: 1, refused: 0 };
const NONE_VALID: ImportCheck = {
  rows: [{ row: 2, values: {}, errors: [{ column: 'polCode', reason: 'portUnknown', message: 'm', jpMessage: 'j' }] }],
  valid: 0,
  refused: 1,
};

function start(
  validate: (file: File, progress: (p: number) => void) => Promise<ImportCheck>,
  save: (file: File, progress: (p: number) => void) => Promise<ImportSavedAnswer> = async () => ({ check: CHECK }),
) {
  const actor = createActor(
    importUploadMachine.provide({
      actors: {
        validate: sendFileActor(validate, (check) => ({ type: 'import.checked', check })),
        save: sendFileActor(save, (saved) => ({ type: 'import.saved', saved })),
      },
    }),
  );
  return actor.start();
}

describe('import upload machine', () => {
  it('checks the chosen file with progress, then saves the same file again', async () => {
    const sent: File[] = [];
    const percents: number[] = [];
    const actor = start(
      async (file, progress) => {
        sent.push(file);
        await Promise.resolve();
        progress(50);
        percents.push(actor.getSnapshot().context.percent);
        return CHECK;
      },
      async (file) => {
        sent.push(file);
        return { check: CHECK };
      },
    );
    actor.send({ type: 'import.choose', file: FILE });
    await waitFor(actor, (s) => s.matches('validated'));
    expect(percents).toEqual([50]);
    expect(actor.getSnapshot().context).toMatchObject({ check: CHECK, percent: 100 });
    expect(actor.getSnapshot().can({ type: 'import.save' })).toBe(true);
    actor.send({ type: 'import.save' });
    await waitFor(actor, (s) => s.matches('saved'));
    expect(sent).toEqual([FILE, FILE]);
    expect(actor.getSnapshot().context.saved).toEqual({ check: CHECK });
  });

  it('cannot save when no row is valid', async () => {
    const actor = start(async () => NONE_VALID);
    actor.send({ type: 'import.choose', file: FILE });
    await waitFor(actor, (s) => s.matches('validated'));
    expect(actor.getSnapshot().can({ type: 'import.save' })).toBe(false);
    actor.send({ type: 'import.save' });
    expect(actor.getSnapshot().value).toBe('validated');
  });

  it('a refused file fails with the error; choosing again starts over with nothing of the last one', async () => {
    const error = new Error('not an xlsx');
    let answer: Promise<ImportCheck> = Promise.reject(error);
    const actor = start(() => answer);
    actor.send({ type: 'import.choose', file: FILE });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.error).toBe(error);
    answer = new Promise(() => {});
    actor.send({ type: 'import.choose', file: FILE });
    expect(actor.getSnapshot().value).toBe('uploading');
    expect(actor.getSnapshot().context).toMatchObject({ error: null, check: null, percent: 0 });
  });

  it('the answer of a file replaced meanwhile is dropped', async () => {
    let first!: (check: ImportCheck) => void;
    const answers = [new Promise<ImportCheck>((resolve) => (first = resolve)), Promise.resolve(NONE_VALID)];
    const actor = start(() => answers.shift()!);
    actor.send({ type: 'import.choose', file: FILE });
    actor.send({ type: 'import.failed', error: 'x' });
    actor.send({ type: 'import.choose', file: FILE });
    await waitFor(actor, (s) => s.matches('validated'));
    first(CHECK);
    await Promise.resolve();
    expect(actor.getSnapshot().context.check).toBe(NONE_VALID);
  });
});

import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import type { UploadedFile } from '../domain/identityApi';
import { licenceUploadActors } from './licenceUpload.actors';
import { licenceUploadMachine } from './licenceUpload.machine';

const FILE = new File(['%PDF'], '营业执照.pdf');
const UPLOADED: UploadedFile = { fileId: 'f-42', name: '营业执照.pdf', size: 4, mimeType: 'application/pdf' };

describe('licence upload actors', () => {
  it('uploads the chosen licence through the account call, with its progress, and hands its id to the form', async () => {
    const percents: number[] = [];
    const licenceIds: string[] = [];
    const uploadBusinessLicense = vi.fn((_file: File, onProgress?: (percent: number) => void) => {
      onProgress?.(55);
      return Promise.resolve(UPLOADED);
    });
    const actor = createActor(
      licenceUploadMachine.provide({
        actors: licenceUploadActors({ uploadBusinessLicense }),
        actions: { setLicenceId: (_, { fileId }) => licenceIds.push(fileId) },
      }),
    ).start();
    actor.subscribe((s) => percents.push(s.context.percent));
    actor.send({ type: 'licence.choose', file: FILE });
    await waitFor(actor, (s) => s.matches('uploaded'));
    expect(uploadBusinessLicense).toHaveBeenCalledWith(FILE, expect.any(Function));
    expect(percents).toEqual([0, 55, 100]);
    expect(actor.getSnapshot().context.uploaded).toEqual(UPLOADED);
    expect(licenceIds).toEqual(['', 'f-42']);
  });

  it('reports a refused licence', async () => {
    const error = new Error('file too large');
    const failed = vi.fn();
    const actor = createActor(
      licenceUploadMachine.provide({
        actors: licenceUploadActors({ uploadBusinessLicense: () => Promise.reject(error) }),
        actions: { failed: (_, params) => failed(params.error) },
      }),
    ).start();
    actor.send({ type: 'licence.choose', file: FILE });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(failed).toHaveBeenCalledWith(error);
  });
});

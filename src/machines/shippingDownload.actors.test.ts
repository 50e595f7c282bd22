import { describe, expect, it, vi } from 'vitest';
import { createActor, toPromise, type AnyActorLogic } from 'xstate';
import type { Lang } from '../domain/lang';
import type { CallOptions } from '../services/http';
import { billDownloadActors, templateDownloadActors } from './shippingDownload.actors';

const PDF = new Blob(['%PDF']);
const XLSX = new Blob(['xlsx']);

const run = (logic: AnyActorLogic, key: string) => toPromise(createActor(logic, { input: { key } }).start());

/** Starts a fetch that never answers, leaves the state, and answers whether the call was given up. */
function givenUp(logic: AnyActorLogic, options: () => CallOptions | undefined) {
  const actor = createActor(logic, { input: { key: 'k' } }).start();
  const signal = options()?.signal;
  const before = signal?.aborted;
  actor.stop();
  return { before, after: signal?.aborted };
}

describe('bill download actors', () => {
  it('fetches the bill by its uuid in the interface language at the time of asking', async () => {
    let lang: Lang = 'zh';
    const downloadBill = vi.fn((_uuid: string, _lang: Lang, _options?: CallOptions) => Promise.resolve(PDF));
    const { fetchFile } = billDownloadActors({ downloadBill }, () => lang);
    await expect(run(fetchFile, 'bl-1')).resolves.toBe(PDF);
    lang = 'jp';
    await run(fetchFile, 'bl-2');
    expect(downloadBill.mock.calls.map(([uuid, language]) => [uuid, language])).toEqual([
      ['bl-1', 'zh'],
      ['bl-2', 'jp'],
    ]);
  });

  it('gives up the fetch when the screen leaves it', () => {
    const downloadBill = vi.fn((_uuid: string, _lang: Lang, _options?: CallOptions) => new Promise<Blob>(() => {}));
    expect(givenUp(billDownloadActors({ downloadBill }, () => 'zh').fetchFile, () => downloadBill.mock.lastCall?.[2])).toEqual({ before: false, after: true });
  });
});

describe('template download actors', () => {
  it('fetches the containers template for its key, and the bookings template for any other', async () => {
    const downloadImportTemplate = vi.fn((_kind: 'bookings' | 'containers', _lang: Lang, _options?: CallOptions) => Promise.resolve(XLSX));
    const { fetchFile } = templateDownloadActors({ downloadImportTemplate }, () => 'jp');
    await expect(run(fetchFile, 'containers')).resolves.toBe(XLSX);
    await run(fetchFile, 'bookings');
    await run(fetchFile, 'anything');
    expect(downloadImportTemplate.mock.calls.map(([kind, lang]) => [kind, lang])).toEqual([
      ['containers', 'jp'],
      ['bookings', 'jp'],
      ['bookings', 'jp'],
    ]);
  });

  it('gives up the fetch when the screen leaves it', () => {
    const downloadImportTemplate = vi.fn((_kind: 'bookings' | 'containers', _lang: Lang, _options?: CallOptions) => new Promise<Blob>(() => {}));
    const { fetchFile } = templateDownloadActors({ downloadImportTemplate }, () => 'zh');
    expect(givenUp(fetchFile, () => downloadImportTemplate.mock.lastCall?.[2])).toEqual({ before: false, after: true });
  });
});

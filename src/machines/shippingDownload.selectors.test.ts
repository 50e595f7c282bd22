import { describe, expect, it } from 'vitest';
import { shippingDownloadMachine } from './shippingDownload.machine';
import { selectDownloadFailures, selectDownloading } from './shippingDownload.selectors';

describe('shipping download selectors', () => {
  it('nothing is being fetched and nothing failed at first', () => {
    const snapshot = shippingDownloadMachine.resolveState({ value: 'idle', context: { busy: null, failed: {} } });
    expect(selectDownloading(snapshot)).toBeNull();
    expect(selectDownloadFailures(snapshot)).toEqual({});
  });

  it('reads the file being fetched and why the others failed, by key', () => {
    const error = { kind: 'business', code: 10500 };
    const snapshot = shippingDownloadMachine.resolveState({ value: 'fetching', context: { busy: 'bl-2', failed: { 'bl-1': error } } });
    expect(selectDownloading(snapshot)).toBe('bl-2');
    expect(selectDownloadFailures(snapshot)).toEqual({ 'bl-1': { kind: 'business', code: 10500 } });
  });
});

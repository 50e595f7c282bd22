import { describe, expect, it } from 'vitest';
import { licenceUploadMachine } from './licenceUpload.machine';
import { selectFileName, selectPercent, selectPhase } from './licenceUpload.selectors';

const FILE = new File(['%PDF'], '营业执照.pdf');

describe('licence upload selectors', () => {
  it('shows nothing before a licence is chosen', () => {
    const snapshot = licenceUploadMachine.resolveState({ value: 'empty', context: { percent: 0, file: null, uploaded: null } });
    expect(selectPhase(snapshot)).toBe('empty');
    expect(selectFileName(snapshot)).toBe('');
    expect(selectPercent(snapshot)).toBe(0);
  });

  it('shows the chosen file and how far it is sent', () => {
    const snapshot = licenceUploadMachine.resolveState({ value: 'uploading', context: { percent: 35, file: FILE, uploaded: null } });
    expect(selectPhase(snapshot)).toBe('uploading');
    expect(selectFileName(snapshot)).toBe('营业执照.pdf');
    expect(selectPercent(snapshot)).toBe(35);
  });
});

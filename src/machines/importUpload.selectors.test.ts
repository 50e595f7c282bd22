import { describe, expect, it } from 'vitest';
import type { ImportCheck } from '../domain/shipping/import/rows';
import { importUploadMachine, type ImportUploadContext } from './importUpload.machine';
import { selectCanSave, selectCheck, selectError, selectFileName, selectPercent, selectPhase, selectSaved } from './importUpload.selectors';

const checkOf = (valid: number): ImportCheck => ({ rows: [], valid, refused: 2 });
const FILE = new File(['xlsx'], 'containers.xlsx');

const EMPTY: ImportUploadContext = { file: null, percent: 0, check: null, saved: null, error: null };
const at = (value: string, context: Partial<ImportUploadContext> = {}) => importUploadMachine.resolveState({ value, context: { ...EMPTY, ...context } });

describe('import upload selectors', () => {
  it('names the phase the chart is in', () => {
    expect(['idle', 'uploading', 'validated', 'saving', 'saved', 'failed'].map((value) => selectPhase(at(value)))).toEqual([
      'idle',
      'uploading',
      'validated',
      'saving',
      'saved',
      'failed',
    ]);
  });

  it('shows no file name before a file is chosen, then the chosen file’s', () => {
    expect(selectFileName(at('idle'))).toBe('');
    expect(selectFileName(at('uploading', { file: FILE }))).toBe('containers.xlsx');
  });

  it('reads the progress, the check, what was saved and why it failed', () => {
    const error = new Error('offline');
    const snapshot = at('failed', { file: FILE, percent: 45, check: checkOf(3), saved: { check: checkOf(3) }, error });
    expect(selectPercent(snapshot)).toBe(45);
    expect(selectCheck(snapshot)).toEqual({ rows: [], valid: 3, refused: 2 });
    expect(selectSaved(snapshot)).toEqual({ check: { rows: [], valid: 3, refused: 2 } });
    expect(selectError(snapshot)).toBe(error);
  });

  it('offers saving only once a check has valid rows', () => {
    expect(selectCanSave(at('validated', { file: FILE, check: checkOf(3) }))).toBe(true);
    expect(selectCanSave(at('validated', { file: FILE, check: checkOf(0) }))).toBe(false);
    expect(selectCanSave(at('uploading', { file: FILE, check: checkOf(3) }))).toBe(false);
  });
});

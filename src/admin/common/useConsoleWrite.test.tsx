import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useConsoleWrite } from './useConsoleWrite';

describe('useConsoleWrite', () => {
  it('is busy while its call runs, ignores a second send meanwhile, tells the answer with the values sent, and can write again', async () => {
    let answer!: (value: string) => void;
    const call = vi.fn((values: { n: number }) => new Promise<string>((resolve) => (answer = (v) => resolve(`${v}:${values.n}`))));
    const succeeded = vi.fn();
    const { result } = renderHook(() => useConsoleWrite(call, { succeeded }));

    act(() => result.current.send({ n: 1 }));
    await waitFor(() => expect(result.current.busy).toBe(true));
    act(() => result.current.send({ n: 2 }));
    expect(call).toHaveBeenCalledTimes(1);
    await act(async () => answer('ok'));
    await waitFor(() => expect(result.current.busy).toBe(false));
    expect(succeeded).toHaveBeenCalledWith('ok:1', { n: 1 });

    act(() => result.current.send({ n: 3 }));
    await waitFor(() => expect(call).toHaveBeenCalledTimes(2));
    await act(async () => answer('again'));
    await waitFor(() => expect(succeeded).toHaveBeenLastCalledWith('again:3', { n: 3 }));
  });

  it('tells a failure with the values sent and is ready for the next try', async () => {
    const call = vi.fn().mockRejectedValueOnce(new Error('refused')).mockResolvedValueOnce('saved');
    const failed = vi.fn();
    const succeeded = vi.fn();
    const { result } = renderHook(() => useConsoleWrite(call, { succeeded, failed }));

    act(() => result.current.send('first'));
    await waitFor(() => expect(failed).toHaveBeenCalledWith(new Error('refused'), 'first'));
    act(() => result.current.send('second'));
    await waitFor(() => expect(succeeded).toHaveBeenCalledWith('saved', 'second'));
  });
});

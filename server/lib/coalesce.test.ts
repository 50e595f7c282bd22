import { describe, expect, it } from 'vitest';
import { coalesced } from './coalesce';

/** A read whose answers the test releases by hand, counting the reads started. */
function manualRead() {
  const pending: { key: string; resolve: (v: string) => void; reject: (e: Error) => void }[] = [];
  let started = 0;
  const read = (key: string) =>
    new Promise<string>((resolve, reject) => {
      started++;
      pending.push({ key, resolve, reject });
    });
  return { read, pending, started: () => started };
}

/** Lets pending reads start (they wait for the event loop's I/O phase). */
const tick = () => new Promise((r) => setTimeout(r, 0));

describe('coalesced', () => {
  it('starts a read once the requests already arrived have joined it', async () => {
    const m = manualRead();
    const get = coalesced((k: string) => k, m.read);
    const a = get('day');
    const b = get('day');
    expect(m.started()).toBe(0);
    await tick();
    expect(m.started()).toBe(1);
    m.pending[0]!.resolve('v1');
    await expect(a).resolves.toBe('v1');
    await expect(b).resolves.toBe('v1');
  });

  it('answers a lone call from its own read', async () => {
    const m = manualRead();
    const get = coalesced((k: string) => k, m.read);
    const a = get('day');
    await tick();
    expect(m.started()).toBe(1);
    m.pending[0]!.resolve('v1');
    await expect(a).resolves.toBe('v1');
  });

  it('answers calls made while a read runs with the next read, started after that one ends', async () => {
    const m = manualRead();
    const get = coalesced((k: string) => k, m.read);
    const first = get('day');
    await tick();
    const second = get('day');
    const third = get('day');
    // Neither waiting call may take the running read: it started before they asked.
    expect(m.started()).toBe(1);
    m.pending[0]!.resolve('before');
    await expect(first).resolves.toBe('before');
    await tick();
    expect(m.started()).toBe(2);
    m.pending[1]!.resolve('after');
    await expect(second).resolves.toBe('after');
    await expect(third).resolves.toBe('after');
  });

  it('keeps different keys apart', async () => {
    const m = manualRead();
    const get = coalesced((k: string) => k, m.read);
    const a = get('monday');
    const b = get('tuesday');
    await tick();
    expect(m.started()).toBe(2);
    m.pending[1]!.resolve('t');
    m.pending[0]!.resolve('m');
    await expect(a).resolves.toBe('m');
    await expect(b).resolves.toBe('t');
  });

  it('queues a call made after the next read has started behind it, never on it', async () => {
    const m = manualRead();
    const get = coalesced((k: string) => k, m.read);
    get('day');
    await tick();
    const second = get('day');
    m.pending[0]!.resolve('1');
    await tick();
    expect(m.started()).toBe(2);
    const late = get('day');
    expect(m.started()).toBe(2);
    m.pending[1]!.resolve('2');
    await expect(second).resolves.toBe('2');
    await tick();
    expect(m.started()).toBe(3);
    m.pending[2]!.resolve('3');
    await expect(late).resolves.toBe('3');
  });

  it('gives a failed read to its callers only, and the next call reads again', async () => {
    const m = manualRead();
    const get = coalesced((k: string) => k, m.read);
    const a = get('day');
    await tick();
    const b = get('day');
    m.pending[0]!.reject(new Error('connection lost'));
    await expect(a).rejects.toThrow('connection lost');
    await tick();
    m.pending[1]!.resolve('fine');
    await expect(b).resolves.toBe('fine');
    const c = get('day');
    await tick();
    expect(m.started()).toBe(3);
    m.pending[2]!.resolve('again');
    await expect(c).resolves.toBe('again');
  });

  it('forgets a key once its reads are done', async () => {
    const m = manualRead();
    const get = coalesced((k: string) => k, m.read);
    const a = get('day');
    await tick();
    m.pending[0]!.resolve('x');
    await a;
    await tick();
    get('day');
    await tick();
    expect(m.started()).toBe(2);
  });
});

import { describe, expect, it } from 'vitest';
import { createVersionedCache } from './cache';

describe('createVersionedCache', () => {
  it('loads once per version, and again after a newer version is seen', async () => {
    const cache = createVersionedCache();
    let loads = 0;
    const load = async () => ++loads;
    cache.see(1);
    expect(await cache.get('k', load)).toBe(1);
    expect(await cache.get('k', load)).toBe(1);
    cache.see(1);
    expect(await cache.get('k', load)).toBe(1);
    cache.see(2);
    expect(await cache.get('k', load)).toBe(2);
    expect(cache.version).toBe(2);
  });

  it('keeps the newer data when a request reports an older version than one already seen', async () => {
    const cache = createVersionedCache();
    cache.see(5);
    expect(await cache.get('k', async () => 'v5')).toBe('v5');
    cache.see(4);
    expect(await cache.get('k', async () => 'reloaded')).toBe('v5');
    expect(cache.version).toBe(5);
  });

  it('shares one load among concurrent callers', async () => {
    const cache = createVersionedCache();
    cache.see(1);
    let loads = 0;
    let release!: (value: string) => void;
    const load = () => {
      loads++;
      return new Promise<string>((resolve) => (release = resolve));
    };
    const both = Promise.all([cache.get('k', load), cache.get('k', load)]);
    release('once');
    expect(await both).toEqual(['once', 'once']);
    expect(loads).toBe(1);
  });

  it('does not keep what a load started before a newer version brings in', async () => {
    const cache = createVersionedCache();
    cache.see(1);
    let release!: (value: string) => void;
    const stale = cache.get('k', () => new Promise<string>((resolve) => (release = resolve)));
    cache.see(2);
    release('old data');
    expect(await stale).toBe('old data');
    expect(await cache.get('k', async () => 'new data')).toBe('new data');
  });

  it('runs a thenable load (a Drizzle query runs on every await) once', async () => {
    const cache = createVersionedCache();
    cache.see(1);
    let runs = 0;
    const query = { then: (resolve: (value: number) => void) => resolve(++runs) } as unknown as Promise<number>;
    expect(await cache.get('k', () => query)).toBe(1);
    expect(await cache.get('k', () => query)).toBe(1);
    expect(runs).toBe(1);
  });

  it('forgets a failed load, so the next caller tries again', async () => {
    const cache = createVersionedCache();
    cache.see(1);
    await expect(cache.get('k', async () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('k', async () => 'up')).toBe('up');
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { findRoute, preloadScreenAt } from './routeLookup';

describe('preloadScreenAt', () => {
  afterEach(() => vi.restoreAllMocks());

  const spyOn = (path: string) => vi.spyOn(findRoute(path)!.page, 'preload').mockResolvedValue(undefined);

  it("starts loading the chunk of the screen the browser's path opens, ignoring case and a trailing slash", () => {
    const search = spyOn('/ticketing/search');
    preloadScreenAt('/tickets/Ticketing/Search/', '/tickets');
    expect(search).toHaveBeenCalledTimes(1);
  });

  it('takes the base itself, with or without its slash, for the home page', () => {
    const home = spyOn('/');
    preloadScreenAt('/tickets', '/tickets');
    preloadScreenAt('/tickets/', '/tickets');
    expect(home).toHaveBeenCalledTimes(2);
  });

  it('loads nothing for a path outside the base or an unknown screen', () => {
    const home = spyOn('/');
    const search = spyOn('/ticketing/search');
    preloadScreenAt('/ticketsearch', '/tickets');
    preloadScreenAt('/other/ticketing/search', '/tickets');
    preloadScreenAt('/tickets/no-such-screen', '/tickets');
    expect(home).not.toHaveBeenCalled();
    expect(search).not.toHaveBeenCalled();
  });

  it('leaves a failed load to the screen, which tries again', async () => {
    vi.spyOn(findRoute('/orders')!.page, 'preload').mockRejectedValue(new Error('offline'));
    expect(() => preloadScreenAt('/tickets/orders', '/tickets')).not.toThrow();
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
});

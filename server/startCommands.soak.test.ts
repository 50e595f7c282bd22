import { afterAll, describe, expect, it } from 'vitest';
import { TEST_CAPTCHA } from './test/login';
import { startServerProcess } from './test/serverProcess';
import { sigtermWithDownloadsInFlight, START_GRACE_MS, startCommandDatabase } from './test/shutdownUnderLoad';

/** `npm start` as the README gives it (it builds the client when stale, so it runs in the soak), stopped by SIGTERM under load. */
const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

describe('npm start', () => {
  it('finishes 20 downloads in flight after SIGTERM and exits 0 within the grace period', async () => {
    const server = await startServerProcess(startCommandDatabase(cleanups), 600_000, ['npm', 'start']);
    try {
      const result = await sigtermWithDownloadsInFlight(server, TEST_CAPTCHA);
      expect(result.errors).toEqual([]);
      expect(result.statuses).toEqual(Array(20).fill(200));
      expect(result.completePdfs).toBe(20);
      expect({ exitCode: result.exitCode, signal: result.signal }).toEqual({ exitCode: 0, signal: null });
      expect(result.stoppedInMs).toBeLessThan(START_GRACE_MS);
    } finally {
      await server.crash();
    }
  }, 900_000);
});

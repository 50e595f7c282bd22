/** Raised when a token refresh is still in flight after the last check. */
export class RetryLimitError extends Error {
  override name = 'RetryLimitError';
  constructor(readonly attempts: number) {
    super(`a token refresh was still in flight after ${attempts} checks`);
  }
}

export interface RefreshWaitOptions {
  intervalMs?: number;
  attempts?: number;
}

/**
 * Spec section 4: while a token is being refreshed, other requests wait, checking
 * every 300 ms up to 7 times, then give up. Resolves at once when no refresh is in
 * flight, so requests outside a refresh pay nothing.
 */
export function waitWhileRefreshing(isRefreshing: () => boolean, { intervalMs = 300, attempts = 7 }: RefreshWaitOptions = {}): Promise<void> {
  if (!isRefreshing()) return Promise.resolve();
  return new Promise((resolve, reject) => {
    let checks = 0;
    const check = () => {
      checks += 1;
      if (!isRefreshing()) resolve();
      else if (checks >= attempts) reject(new RetryLimitError(attempts));
      else setTimeout(check, intervalMs);
    };
    setTimeout(check, intervalMs);
  });
}

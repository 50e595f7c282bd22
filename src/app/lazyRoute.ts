import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** Spec section 9: a script chunk that has not arrived after 120 s counts as failed. */
export const CHUNK_TIMEOUT_MS = 120_000;

/** A route chunk that failed to load or did not arrive in time (spec section 8). */
export class ChunkLoadError extends Error {
  override readonly name = 'ChunkLoadError';
  constructor(
    readonly reason: 'failed' | 'timeout',
    options?: { cause?: unknown },
  ) {
    super(reason === 'timeout' ? 'Loading chunk timed out' : 'Loading chunk failed', options);
  }
}

export type PageModule<P> = { default: ComponentType<P> };

/** Rejects with a ChunkLoadError when the loader fails or takes longer than the time-out. */
export function loadWithTimeout<T>(loader: () => Promise<T>, timeoutMs: number = CHUNK_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError('timeout')), timeoutMs);
    let pending: Promise<T>;
    try {
      pending = loader();
    } catch (cause) {
      pending = Promise.reject(cause);
    }
    pending.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (cause: unknown) => {
        clearTimeout(timer);
        reject(cause instanceof ChunkLoadError ? cause : new ChunkLoadError('failed', { cause }));
      },
    );
  });
}

/**
 * A code-split screen. `Component` suspends while the chunk loads and throws a
 * ChunkLoadError when it cannot. React.lazy remembers a failure for ever, so
 * `retry()` swaps in a fresh lazy component that really imports again; a chunk
 * that did load is kept and never fetched twice.
 */
export interface LazyRoute<P> {
  readonly Component: LazyExoticComponent<ComponentType<P>>;
  retry(): void;
  preload(): Promise<void>;
}

export function lazyRoute<P>(loader: () => Promise<PageModule<P>>, timeoutMs: number = CHUNK_TIMEOUT_MS): LazyRoute<P> {
  let loading: Promise<PageModule<P>> | null = null;
  const load = (): Promise<PageModule<P>> => {
    // Every screen renders with PrimeReact's accessibility settings in place.
    const withSettings = () => Promise.all([loader(), import('./primeAccessibility')]).then(([module]) => module);
    loading ??= loadWithTimeout(withSettings, timeoutMs).catch((error: unknown) => {
      loading = null;
      throw error;
    });
    return loading;
  };
  let Component = lazy(load);
  return {
    get Component() {
      return Component;
    },
    retry() {
      Component = lazy(load);
    },
    preload: () => load().then(() => undefined),
  };
}

import { useCallback, useEffect, useState } from 'react';

export type AsyncResource<T> = { status: 'loading' } | { status: 'ready'; data: T } | { status: 'failed'; error: unknown };

/**
 * Data a view shows, loaded when it mounts (and when `key` changes). When the view moves on,
 * `signal` aborts the call and a late answer is dropped. `reload` asks again.
 */
export function useAsyncResource<T>(load: (signal: AbortSignal) => Promise<T>, key: string): [AsyncResource<T>, () => void] {
  const [state, setState] = useState<AsyncResource<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let current = true;
    const controller = new AbortController();
    setState({ status: 'loading' });
    // A loader that throws instead of rejecting fails the same way, rather than the whole screen.
    new Promise<T>((resolve) => resolve(load(controller.signal))).then(
      (data) => current && setState({ status: 'ready', data }),
      (error: unknown) => current && setState({ status: 'failed', error }),
    );
    return () => {
      current = false;
      controller.abort();
    };
    // `load` is a fresh closure each render; `key` and `attempt` say when to load again.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- see the line above
  }, [key, attempt]);
  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return [state, reload];
}

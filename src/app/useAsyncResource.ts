import { useCallback, useEffect, useState } from 'react';

export type AsyncResource<T> =
  | { status: 'loading' }
  | { status: 'ready'; data: T }
  | { status: 'failed'; error: unknown };

/**
 * Data a view shows, loaded when it mounts (and when `key` changes). An answer
 * that arrives after the view moved on is dropped. `reload` asks again.
 */
export function useAsyncResource<T>(load: () => Promise<T>, key: string): [AsyncResource<T>, () => void] {
  const [state, setState] = useState<AsyncResource<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    // A loader that throws instead of rejecting fails the same way, rather than the whole screen.
    new Promise<T>((resolve) => resolve(load())).then(
      (data) => current && setState({ status: 'ready', data }),
      (error: unknown) => current && setState({ status: 'failed', error }),
    );
    return () => {
      current = false;
    };
    // `load` is a fresh closure each render; `key` and `attempt` say when to load again.
  }, [key, attempt]);
  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return [state, reload];
}

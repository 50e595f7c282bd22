import { useRef } from 'react';

/**
 * A ref holding the latest value. Machines take their provided effects once, at their
 * creation; effects that need what the screen has now (the language, the query) read it here.
 */
export function useLatest<T>(value: T): { readonly current: T } {
  const ref = useRef(value);
  ref.current = value;
  return ref;
}

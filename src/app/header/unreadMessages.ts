/**
 * How many of the user's messages are unread, shared by the header's badge and the messages
 * screen: one small call (unreadCount) on each navigation and after marking, never a list.
 * Calls asked for while one is in flight are folded into one more after it.
 */
export interface UnreadMessages {
  /** the last count answered; null before the first answer or when nobody asks */
  count(): number | null;
  subscribe(listener: () => void): () => void;
  /** asks the server again */
  refresh(): void;
  /** forgets the count (the user is not one who has messages) */
  clear(): void;
}

export function createUnreadMessages(load: () => Promise<number>): UnreadMessages {
  let count: number | null = null;
  let inFlight = false;
  let again = false;
  const listeners = new Set<() => void>();
  const set = (next: number | null) => {
    if (next === count) return;
    count = next;
    for (const listener of listeners) listener();
  };
  const run = () => {
    inFlight = true;
    again = false;
    load()
      .then(
        (n) => set(Math.max(0, n)),
        // A failed count keeps the last one: the badge is a hint, never an error of its own.
        () => {},
      )
      .finally(() => {
        inFlight = false;
        if (again) run();
      });
  };
  return {
    count: () => count,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    refresh() {
      if (inFlight) again = true;
      else run();
    },
    clear: () => set(null),
  };
}

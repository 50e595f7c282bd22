import { describe, expect, it, vi } from 'vitest';
import { createUnreadMessages } from './unreadMessages';

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the unread count', () => {
  it('is null until answered, then the count; listeners hear each change once', async () => {
    const store = createUnreadMessages(async () => 4);
    const heard = vi.fn();
    store.subscribe(heard);
    expect(store.count()).toBeNull();
    store.refresh();
    await tick();
    expect(store.count()).toBe(4);
    store.refresh();
    await tick();
    expect(heard).toHaveBeenCalledTimes(1);
    store.clear();
    expect(store.count()).toBeNull();
    expect(heard).toHaveBeenCalledTimes(2);
  });

  it('folds the refreshes asked during a call into one more call after it', async () => {
    const answers: ((n: number) => void)[] = [];
    const load = vi.fn(() => new Promise<number>((resolve) => answers.push(resolve)));
    const store = createUnreadMessages(load);
    store.refresh();
    store.refresh();
    store.refresh();
    expect(load).toHaveBeenCalledTimes(1);
    answers[0]!(2);
    await tick();
    expect(load).toHaveBeenCalledTimes(2);
    answers[1]!(1);
    await tick();
    expect(store.count()).toBe(1);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('keeps the last count when a call fails', async () => {
    let fail = false;
    const store = createUnreadMessages(async () => {
      if (fail) throw new Error('offline');
      return 3;
    });
    store.refresh();
    await tick();
    fail = true;
    store.refresh();
    await tick();
    expect(store.count()).toBe(3);
  });
});

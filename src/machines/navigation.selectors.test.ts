import { describe, expect, it } from 'vitest';
import { navigationMachine, type NavigationContext } from './navigation.machine';
import { selectAllowedLocation, selectIsChecking, selectSessionUser } from './navigation.selectors';

const CONTEXT: NavigationContext = {
  token: 'tok-1',
  user: { userId: 'u-1', logonId: 'zhangsan' },
  routesRegistered: true,
  target: { path: '/booking', search: '' },
  allowed: { path: '/orders', search: '?page=2' },
};

describe('navigation selectors', () => {
  it('is checking while a route change is resolved, not before or after', () => {
    expect(selectIsChecking(navigationMachine.resolveState({ value: { checking: 'loadingToken' }, context: CONTEXT }))).toBe(true);
    expect(selectIsChecking(navigationMachine.resolveState({ value: { checking: 'loadingUserInfo' }, context: CONTEXT }))).toBe(true);
    expect(selectIsChecking(navigationMachine.resolveState({ value: 'idle', context: CONTEXT }))).toBe(false);
    expect(selectIsChecking(navigationMachine.resolveState({ value: 'allowed', context: CONTEXT }))).toBe(false);
  });

  it('renders the last location let through, for the user held', () => {
    const snapshot = navigationMachine.resolveState({ value: { checking: 'loadingToken' }, context: CONTEXT });
    expect(selectAllowedLocation(snapshot)).toEqual({ path: '/orders', search: '?page=2' });
    expect(selectSessionUser(snapshot)).toEqual({ userId: 'u-1', logonId: 'zhangsan' });
  });
});

import type { StaffSessionActor } from './consoleSession';
import { STAFF_STORAGE_KEYS } from './staffStorage';

/**
 * A logout in another tab of the console removes the stored token; this tab follows at
 * once instead of carrying on with a revoked token until its next call fails.
 */
export function followOtherTabs(target: Pick<Window, 'addEventListener'>, session: StaffSessionActor): void {
  target.addEventListener('storage', (event: StorageEvent) => {
    if (event.key === STAFF_STORAGE_KEYS.token && event.newValue === null) session.send({ type: 'staff.signedOut' });
  });
}

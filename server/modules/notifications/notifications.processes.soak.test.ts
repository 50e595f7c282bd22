import { declareNotificationProcesses } from '../../test/notifications.processes.cases';

/**
 * `npm run soak`: the outbox across two processes (issue 24) at 1,000 notifications, one process
 * killed with SIGKILL halfway; the survivor takes over the dead one's claims once their lease
 * (five minutes) runs out, so this file takes over five minutes.
 */
declareNotificationProcesses({ notifications: 1000, killMidway: true });

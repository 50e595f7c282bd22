import { declareNotificationProcesses } from '../../test/notifications.processes.cases';

/**
 * Issue 24: two server processes on one PostgreSQL mail each notification of the outbox exactly
 * once (40 orders' notifications and one deferred once), in `npm test`'s PostgreSQL pass; the soak
 * file runs 1,000 and kills one process halfway.
 */
declareNotificationProcesses({ notifications: 40 });

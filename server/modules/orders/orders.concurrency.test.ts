import { declareInventoryRaces } from '../../test/orders.concurrency.cases';

/**
 * Many buyers, few berths: concurrent submits through real HTTP servers against one cabin
 * class, once each in `npm test` (the soak file runs them twenty times). The PostgreSQL cases
 * (two server processes, the control run without the guard) run when DATABASE_URL is set.
 */
declareInventoryRaces(1);

import { declareLockRaces } from '../../test/orders.locks.cases';

// Three rounds in npm test (a few seconds); orders.locks.soak.test.ts runs twenty.
declareLockRaces(3);

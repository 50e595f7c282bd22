import { declareLockRaces } from '../../test/orders.locks.cases';

declareLockRaces(20);

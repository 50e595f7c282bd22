import { declareLockRaces } from './orders.locks.cases';

declareLockRaces(20);

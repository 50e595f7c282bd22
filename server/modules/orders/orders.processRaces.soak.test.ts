import { declareProcessRaces } from '../../test/orders.processRaces.cases';

/** `npm run soak`: the two-process money races of orders.processRaces.test.ts, twenty rounds each (issue 21). */
declareProcessRaces(20);

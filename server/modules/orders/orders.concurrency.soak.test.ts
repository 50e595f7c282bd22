import { declareInventoryRaces } from '../../test/orders.concurrency.cases';

/** `npm run soak`: the inventory races of orders.concurrency.test.ts, twenty repetitions each (issue 10, point 4). */
declareInventoryRaces(20);

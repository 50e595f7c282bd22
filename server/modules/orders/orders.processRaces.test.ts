import { declareProcessRaces } from '../../test/orders.processRaces.cases';

/**
 * The cancel-against-notification and sailing-cancellation races across two server processes on
 * PostgreSQL (issue 21), three rounds in `npm test`'s PostgreSQL pass; the soak file runs twenty.
 */
declareProcessRaces(3);

import { fuzzRoutes } from './fuzzSuite.testkit';
import { isTicketingOrPlatformRoute } from './routeGroups';

fuzzRoutes('fuzzing the ticketing, account, login and public routes', isTicketingOrPlatformRoute);

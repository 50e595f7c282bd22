import { fuzzRoutes } from './fuzzSuite';
import { isTicketingOrPlatformRoute } from './routeGroups';

fuzzRoutes('fuzzing the ticketing, account, login and public routes', isTicketingOrPlatformRoute);

import { fuzzRoutes } from './fuzzSuite.testkit';
import { isStaffRoute } from './routeGroups';

fuzzRoutes('fuzzing the staff routes', isStaffRoute);

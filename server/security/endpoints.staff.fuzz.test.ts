import { fuzzRoutes } from './fuzzSuite';
import { isStaffRoute } from './routeGroups';

fuzzRoutes('fuzzing the staff routes', isStaffRoute);

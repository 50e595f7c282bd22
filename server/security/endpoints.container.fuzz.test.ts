import { fuzzRoutes } from './fuzzSuite.testkit';
import { isContainerRoute } from './routeGroups';

fuzzRoutes('fuzzing the container-shipping and enterprise routes', isContainerRoute);

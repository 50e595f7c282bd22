import { fuzzRoutes } from './fuzzSuite';
import { isContainerRoute } from './routeGroups';

fuzzRoutes('fuzzing the container-shipping and enterprise routes', isContainerRoute);

import { passengersModel } from './passengers.model';
import { passengersShape } from './shapes/passengers.shape';
import { describeGeneratedPaths } from './testing/generatedPaths';

describeGeneratedPaths('passengers machine', passengersModel, passengersShape);

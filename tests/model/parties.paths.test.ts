import { partiesModel } from './parties.model';
import { partiesShape } from './shapes/parties.shape';
import { describeGeneratedPaths } from './testing/generatedPaths';

describeGeneratedPaths('parties machine', partiesModel, partiesShape);

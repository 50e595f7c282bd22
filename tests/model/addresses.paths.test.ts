import { addressesModel } from './addresses.model';
import { addressesShape } from './shapes/addresses.shape';
import { describeGeneratedPaths } from './testing/generatedPaths';

describeGeneratedPaths('loading addresses machine', addressesModel, addressesShape);

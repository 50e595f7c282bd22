import { enterpriseResetModel } from './enterpriseReset.model';
import { enterpriseResetShape } from './shapes/enterpriseReset.shape';
import { describeGeneratedPaths } from './testing/generatedPaths';

describeGeneratedPaths('enterprise password reset machine', enterpriseResetModel, enterpriseResetShape);

import { enterpriseModel } from './enterprise.model';
import { enterpriseShape } from './shapes/enterprise.shape';
import { describeGeneratedPaths } from './testing/generatedPaths';

describeGeneratedPaths('enterprise machine', enterpriseModel, enterpriseShape);

import { commissionsModel } from './commissions.model';
import { commissionsShape } from './shapes/commissions.shape';
import { describeGeneratedPaths } from './testing/generatedPaths';

describeGeneratedPaths('my rail commissions machine', commissionsModel, commissionsShape);

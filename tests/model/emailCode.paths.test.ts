import { emailCodeModel } from './emailCode.model';
import { emailCodeShape } from './shapes/emailCode.shape';
import { describeGeneratedPaths } from './testing/generatedPaths';

describeGeneratedPaths('e-mail code machine', emailCodeModel, emailCodeShape);

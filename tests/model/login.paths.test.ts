import { loginModel } from './login.model';
import { loginShape } from './shapes/login.shape';
import { describeGeneratedPaths } from './testing/generatedPaths';

describeGeneratedPaths('login machine', loginModel, loginShape);

import { formSubmitModel } from './formSubmit.model';
import { formSubmitShape } from './shapes/formSubmit.shape';
import { describeGeneratedPaths } from './testing/generatedPaths';

describeGeneratedPaths('form submission machine', formSubmitModel, formSubmitShape);

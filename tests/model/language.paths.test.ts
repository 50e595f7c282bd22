import { languageModel } from './language.model';
import { languageShape } from './shapes/language.shape';
import { describeGeneratedPaths } from './testing/generatedPaths';

describeGeneratedPaths('language machine', languageModel, languageShape);

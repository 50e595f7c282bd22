import { licenceUploadModel } from './licenceUpload.model';
import { licenceUploadShape } from './shapes/licenceUpload.shape';
import { describeGeneratedPaths } from './testing/generatedPaths';

describeGeneratedPaths('licence upload machine', licenceUploadModel, licenceUploadShape);

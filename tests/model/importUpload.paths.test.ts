import { importUploadModel } from './importUpload.model';
import { importUploadShape } from './shapes/importUpload.shape';
import { describeGeneratedPaths } from './testing/generatedPaths';

describeGeneratedPaths('import upload machine', importUploadModel, importUploadShape);

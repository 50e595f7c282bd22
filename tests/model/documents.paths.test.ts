import { documentsModel } from './documents.model';
import { documentsShape } from './shapes/documents.shape';
import { describeGeneratedPaths } from './testing/generatedPaths';

describeGeneratedPaths('documents machine (with and without ?bookingNo=)', documentsModel, documentsShape);

import { messagesModel } from './messages.model';
import { messagesShape } from './shapes/messages.shape';
import { describeGeneratedPaths } from './testing/generatedPaths';

describeGeneratedPaths('messages machine', messagesModel, messagesShape);

import { passengerMessagesModel } from './passengerMessages.model';
import { passengerMessagesShape } from './shapes/passengerMessages.shape';
import { describeGeneratedPaths } from './testing/generatedPaths';

describeGeneratedPaths('passenger messages machine', passengerMessagesModel, passengerMessagesShape);

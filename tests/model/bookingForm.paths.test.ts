import { bookingFormModel } from './bookingForm.model';
import { bookingFormShape } from './shapes/bookingForm.shape';
import { describeGeneratedPaths } from './testing/generatedPaths';

describeGeneratedPaths('booking form machine (a draft, a sailing of the schedule)', bookingFormModel, bookingFormShape);

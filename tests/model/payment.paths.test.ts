import { paymentModel } from './payment.model';
import { paymentShape } from './shapes/payment.shape';
import { describeGeneratedPaths } from './testing/generatedPaths';

describeGeneratedPaths('payment machine', paymentModel, paymentShape);

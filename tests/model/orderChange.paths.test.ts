import { orderChangeModel } from './orderChange.model';
import { orderChangeShape } from './shapes/orderChange.shape';
import { describeGeneratedPaths } from './testing/generatedPaths';

describeGeneratedPaths('order change machine', orderChangeModel, orderChangeShape);

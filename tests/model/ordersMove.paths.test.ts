import { ordersMoveModel } from './ordersMove.model';
import { ordersMoveShape } from './shapes/ordersMove.shape';
import { describeGeneratedPaths } from './testing/generatedPaths';

describeGeneratedPaths('order move machine', ordersMoveModel, ordersMoveShape);

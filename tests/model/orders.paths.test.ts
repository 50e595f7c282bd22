import { ordersModel } from './orders.model';
import { ordersShape } from './shapes/orders.shape';
import { describeGeneratedPaths } from './testing/generatedPaths';

describeGeneratedPaths('orders list machine', ordersModel, ordersShape);

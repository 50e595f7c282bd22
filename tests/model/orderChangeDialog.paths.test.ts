import { orderChangeDialogModel } from './orderChangeDialog.model';
import { orderChangeDialogShape } from './shapes/orderChangeDialog.shape';
import { describeGeneratedPaths } from './testing/generatedPaths';

describeGeneratedPaths('order change dialog machine', orderChangeDialogModel, orderChangeDialogShape);

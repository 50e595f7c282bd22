import { accountInfoModel } from './accountInfo.model';
import { accountInfoShape } from './shapes/accountInfo.shape';
import { describeGeneratedPaths } from './testing/generatedPaths';

describeGeneratedPaths('account information machine', accountInfoModel, accountInfoShape);

import { shippingDownloadModel } from './shippingDownload.model';
import { shippingDownloadShape } from './shapes/shippingDownload.shape';
import { describeGeneratedPaths } from './testing/generatedPaths';

describeGeneratedPaths('shipping download machine', shippingDownloadModel, shippingDownloadShape);

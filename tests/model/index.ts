import type { PathModel } from './pathModel';

/**
 * Every machine of src/machines by its file's stem, with the model its paths are generated from.
 * Loaded on demand: `npm run paths -- <machine>` imports one chart, not all of them.
 */
const MODELS: Record<string, () => Promise<PathModel>> = {
  accountInfo: async () => (await import('./accountInfo.model')).accountInfoModel as PathModel,
  addresses: async () => (await import('./addresses.model')).addressesModel as PathModel,
  booking: async () => (await import('./booking.model')).bookingModel as PathModel,
  bookingForm: async () => (await import('./bookingForm.model')).bookingFormModel as PathModel,
  commissions: async () => (await import('./commissions.model')).commissionsModel as PathModel,
  documents: async () => (await import('./documents.model')).documentsModel as PathModel,
  emailCode: async () => (await import('./emailCode.model')).emailCodeModel as PathModel,
  enterprise: async () => (await import('./enterprise.model')).enterpriseModel as PathModel,
  enterpriseReset: async () => (await import('./enterpriseReset.model')).enterpriseResetModel as PathModel,
  entrust: async () => (await import('./entrust.model')).entrustModel as PathModel,
  formSubmit: async () => (await import('./formSubmit.model')).formSubmitModel as PathModel,
  importUpload: async () => (await import('./importUpload.model')).importUploadModel as PathModel,
  language: async () => (await import('./language.model')).languageModel as PathModel,
  licenceUpload: async () => (await import('./licenceUpload.model')).licenceUploadModel as PathModel,
  login: async () => (await import('./login.model')).loginModel as PathModel,
  messages: async () => (await import('./messages.model')).messagesModel as PathModel,
  passengerMessages: async () => (await import('./passengerMessages.model')).passengerMessagesModel as PathModel,
  navigation: async () => (await import('./navigation.model')).navigationModel as PathModel,
  order: async () => (await import('./order.model')).orderModel as PathModel,
  orderChange: async () => (await import('./orderChange.model')).orderChangeModel as PathModel,
  orderChangeDialog: async () => (await import('./orderChangeDialog.model')).orderChangeDialogModel as PathModel,
  orders: async () => (await import('./orders.model')).ordersModel as PathModel,
  ordersMove: async () => (await import('./ordersMove.model')).ordersMoveModel as PathModel,
  parties: async () => (await import('./parties.model')).partiesModel as PathModel,
  passengers: async () => (await import('./passengers.model')).passengersModel as PathModel,
  payment: async () => (await import('./payment.model')).paymentModel as PathModel,
  railCommission: async () => (await import('./railCommission.model')).railCommissionModel as PathModel,
  session: async () => (await import('./session.model')).sessionModel as PathModel,
  shippingDownload: async () => (await import('./shippingDownload.model')).shippingDownloadModel as PathModel,
  ticketing: async () => (await import('./ticketing.model')).ticketingModel as PathModel,
};

export const MODEL_NAMES = Object.keys(MODELS);

/** The model of a machine, or undefined for a name not in src/machines. */
export function loadModel(name: string): Promise<PathModel> | undefined {
  return Object.hasOwn(MODELS, name) ? MODELS[name]!() : undefined;
}

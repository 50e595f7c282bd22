import type { AdminMessageId } from '../admin/i18n/adminCatalogues';
import type { MessageId } from './catalogues';

// Typing react-intl's ids against the catalogue turns a misspelt or missing
// message id into a compile error instead of a raw id on screen. The operator
// console's ids (admin.*) live in its own catalogue, loaded by the console only.
declare global {
  namespace FormatjsIntl {
    interface Message {
      ids: MessageId | AdminMessageId;
    }
  }
}

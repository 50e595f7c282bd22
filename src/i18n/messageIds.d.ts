import type { MessageId } from './catalogues';

// Typing react-intl's ids against the catalogue turns a misspelt or missing
// message id into a compile error instead of a raw id on screen. The operator
// console's ids (admin.*) live in its own catalogue, loaded by the console only:
// they are typed by pattern, so the customer catalogue need not hold them (an
// exact union would make every IntlProvider of the customer site demand them);
// src/admin/i18n/adminCatalogues.test.ts checks each one used exists.
declare global {
  namespace FormatjsIntl {
    interface Message {
      ids: MessageId | `admin.${string}`;
    }
  }
}

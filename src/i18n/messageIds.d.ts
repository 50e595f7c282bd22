import type { MessageId } from './catalogues';

// Typing react-intl's ids against the catalogue turns a misspelt or missing
// message id into a compile error instead of a raw id on screen.
declare global {
  namespace FormatjsIntl {
    interface Message {
      ids: MessageId;
    }
  }
}

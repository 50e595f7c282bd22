import { Dialog } from 'primereact/dialog';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLang } from '../../app/AppActorsContext';
import { pick } from '../../domain/lang';
import { LEGAL_VERSION, type LegalText } from '../../domain/legal/privacyPolicy';

/** The privacy policy or the terms, read from the registration form without leaving it. */
export function LegalTextDialog({ text, onClose }: { text: LegalText | null; onClose: () => void }) {
  const intl = useIntl();
  const lang = useLang();
  return (
    <Dialog
      visible={text !== null}
      onHide={onClose}
      header={text ? pick(text.title, lang) : ''}
      style={{ width: 'min(40rem, 95vw)' }}
      ariaCloseIconLabel={intl.formatMessage({ id: 'consent.close' })}
      dismissableMask
    >
      {text && (
        <div className="legal-text">
          {text.paragraphs.map((paragraph) => (
            <p key={paragraph.zh}>{pick(paragraph, lang)}</p>
          ))}
          <p className="legal-text__version">
            <FormattedMessage id="consent.version" values={{ version: LEGAL_VERSION }} />
          </p>
        </div>
      )}
    </Dialog>
  );
}

import { useActorRef, useSelector } from '@xstate/react';
import { Button } from 'primereact/button';
import { ProgressBar } from 'primereact/progressbar';
import { useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useServices } from '../../app/customerServices';
import { useLatest } from '../../app/useLatest';
import { licenceUploadActors } from '../../machines/licenceUpload.actors';
import { licenceUploadMachine } from '../../machines/licenceUpload.machine';
import { selectFileName, selectPercent, selectPhase } from '../../machines/licenceUpload.selectors';
import { messageIdOf } from '../../ui/forms/FormField';
import { LICENCE_ACCEPT, licenceFileProblem } from './licenceFile';

interface LicenceUploadFieldProps {
  id: string;
  error?: string;
  /** the uploaded file's id for the form, or '' while there is none */
  onLicenceId(fileId: string): void;
  /** a message key for the field (wrong type, too big, upload failed), or null to clear it */
  onProblem(key: 'register.licenseType' | 'register.licenseSize' | 'register.licenseFailed' | null): void;
}

/**
 * The business licence (PDF, JPEG or PNG up to 5 MB): checked here, uploaded as soon as
 * it is chosen with a real progress bar, and its id handed to the form. The box keeps
 * its height whatever it shows.
 */
export function LicenceUploadField({ id, error, onLicenceId, onProblem }: LicenceUploadFieldProps) {
  const intl = useIntl();
  const input = useRef<HTMLInputElement>(null);
  const latest = useLatest({ onLicenceId, onProblem });
  const { account } = useServices();
  const upload = useActorRef(
    licenceUploadMachine.provide({
      actors: licenceUploadActors(account),
      actions: {
        setLicenceId: (_, { fileId }) => latest.current.onLicenceId(fileId),
        failed: () => latest.current.onProblem('register.licenseFailed'),
      },
    }),
  );
  const percent = useSelector(upload, selectPercent);
  const fileName = useSelector(upload, selectFileName);
  const phase = useSelector(upload, selectPhase);

  const choose = (file: File | undefined) => {
    if (!file) return;
    const problem = licenceFileProblem(file);
    if (problem === 'register.licenseType' || problem === 'register.licenseSize') {
      onProblem(problem);
      return;
    }
    onProblem(null);
    upload.send({ type: 'licence.choose', file });
  };

  return (
    <div className={`licence-upload${error ? ' licence-upload--invalid' : ''}`}>
      <input
        ref={input}
        id={id}
        className="visually-hidden"
        type="file"
        accept={LICENCE_ACCEPT}
        aria-describedby={messageIdOf(id)}
        aria-invalid={error ? true : undefined}
        tabIndex={-1}
        onChange={(event) => {
          choose(event.target.files?.[0]);
          // the same file chosen again after a failure must fire a change again
          event.target.value = '';
        }}
      />
      <Button
        type="button"
        outlined
        icon="pi pi-upload"
        label={intl.formatMessage({ id: phase === 'empty' ? 'register.licenseChoose' : 'register.licenseReplace' })}
        aria-describedby={messageIdOf(id)}
        onClick={() => input.current?.click()}
      />
      <div className="licence-upload__status" aria-live="polite">
        {phase === 'empty' && (
          <span className="licence-upload__hint">
            <FormattedMessage id="register.licenseHint" />
          </span>
        )}
        {phase === 'uploading' && (
          <>
            <span className="licence-upload__name">
              <FormattedMessage id="register.licenseUploading" values={{ name: fileName }} />
            </span>
            <ProgressBar value={percent} className="licence-upload__bar" aria-label={intl.formatMessage({ id: 'register.licenseProgress' })} />
          </>
        )}
        {phase === 'uploaded' && (
          <span className="licence-upload__name licence-upload__name--done">
            <i className="pi pi-check-circle" aria-hidden="true" />
            <FormattedMessage id="register.licenseUploaded" values={{ name: fileName }} />
          </span>
        )}
        {phase === 'failed' && (
          <span className="licence-upload__name licence-upload__name--failed">
            <i className="pi pi-exclamation-circle" aria-hidden="true" />
            {fileName}
          </span>
        )}
      </div>
    </div>
  );
}

import { Button } from 'primereact/button';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { pick } from '../../domain/lang';
import type { StaffAnnouncement } from '../../domain/staff/content';
import { ConfirmReason } from '../common/ConfirmReason';
import { useConsole, useConsoleLang } from '../ConsoleContext';
import { useConsoleServices } from '../consoleServices';
import { Permitted } from '../../app/Permitted';

/** Publishes a draft or withdraws a published announcement, after asking. */
export function PublishButton({ announcement, onChanged }: { announcement: StaffAnnouncement; onChanged(next: StaffAnnouncement): void }) {
  const intl = useIntl();
  const lang = useConsoleLang();
  const { notifier } = useConsole();
  const [asking, setAsking] = useState(false);
  const { contentStaff } = useConsoleServices();
  const publish = !announcement.published;
  const action = publish ? 'publish' : 'unpublish';
  const title = pick(announcement.title, lang);

  return (
    <>
      <Permitted button="btn.staff.content">
        <Button
          type="button"
          size="small"
          outlined={!publish}
          severity={publish ? undefined : 'danger'}
          icon={publish ? 'pi pi-send' : 'pi pi-eye-slash'}
          label={intl.formatMessage({ id: `admin.content.${action}` })}
          aria-label={intl.formatMessage({ id: `admin.content.${action}.of` }, { title })}
          onClick={() => setAsking(true)}
        />
      </Permitted>
      <ConfirmReason
        visible={asking}
        header={intl.formatMessage({ id: `admin.content.${action}` })}
        message={intl.formatMessage({ id: `admin.content.${action}.ask` }, { title })}
        confirmLabel={intl.formatMessage({ id: `admin.content.${action}` })}
        danger={!publish}
        reason="none"
        onConfirm={() => contentStaff.publishAnnouncement(announcement.uuid, publish)}
        onDone={(next) => {
          notifier.notify(intl.formatMessage({ id: `admin.content.${action}.done` }, { title }), 'success');
          onChanged(next);
        }}
        onHide={() => setAsking(false)}
      />
    </>
  );
}

import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { useEffect } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import type { MessageId } from '../../../i18n/catalogues';
import { controlProps, FormField } from '../../../ui/forms/FormField';
import { useReturnFocus } from '../../passengers/useReturnFocus';
import { useFieldText } from '../../forms/useFieldText';

export interface TemplateNameValues {
  name: string;
}

interface Props {
  form: UseFormReturn<TemplateNameValues>;
  visible: boolean;
  busy: boolean;
  title: MessageId;
  hint?: MessageId;
  saveLabel: MessageId;
  onSave(name: string): void;
  onDismiss(): void;
}

/** A template's name, asked in a dialog (saving the form as a template, renaming one); the name's rules are templateRenameSchema's. */
export function TemplateNameDialog({ form, visible, busy, title, hint, saveLabel, onSave, onDismiss }: Props) {
  const intl = useIntl();
  const text = useFieldText();
  const { register, handleSubmit, formState, setFocus } = form;
  const error = text(formState.errors.name?.message);
  useReturnFocus(visible);
  useEffect(() => {
    if (visible) requestAnimationFrame(() => setFocus('name'));
  }, [visible, setFocus]);

  const footer = (
    <div className="bf-dialog-actions">
      <Button type="button" text label={intl.formatMessage({ id: 'bookingForm.template.cancel' })} disabled={busy} onClick={onDismiss} />
      <Button type="submit" form="template-name-form" icon="pi pi-check" label={intl.formatMessage({ id: saveLabel })} loading={busy} />
    </div>
  );

  return (
    <Dialog
      header={intl.formatMessage({ id: title })}
      visible={visible}
      onHide={onDismiss}
      footer={footer}
      style={{ width: 'min(480px, 96vw)' }}
      closable={!busy}
      closeOnEscape={!busy}
      draggable={false}
      blockScroll
    >
      <form id="template-name-form" noValidate onSubmit={handleSubmit(({ name }) => onSave(name))}>
        <FormField
          id="template-name"
          label={<FormattedMessage id="bookingForm.template.name" />}
          error={error}
          hint={hint ? <FormattedMessage id={hint} /> : undefined}
          required
        >
          <input
            {...controlProps('template-name', error)}
            className={`p-inputtext bf-wide-input${error ? ' p-invalid' : ''}`}
            maxLength={60}
            autoComplete="off"
            disabled={busy}
            {...register('name')}
          />
        </FormField>
      </form>
    </Dialog>
  );
}

import { useSelector } from '@xstate/react';
import { Button } from 'primereact/button';
import { ConfirmDialog } from 'primereact/confirmdialog';
import { Dialog } from 'primereact/dialog';
import { useEffect, useState, type ReactNode } from 'react';
import { useFormContext, type FieldValues, type Path } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ActorRefFrom } from 'xstate';
import type { ListEditorMachine, ListEntry } from '../../machines/listEditor.machine';
import { listEditorSelectors } from '../../machines/listEditor.selectors';
import { useInnerEscape } from '../../ui/forms/useInnerEscape';
import { useReturnFocus } from '../passengers/useReturnFocus';
import type { ListEditorPrefix } from './ListEditorPage';

interface ListEditorDialogProps<Item extends ListEntry, Values extends FieldValues, Filter> {
  screen: ActorRefFrom<ListEditorMachine<Item, Values, Filter>>;
  prefix: ListEditorPrefix;
  formId: string;
  className?: string;
  formClassName?: string;
  /** the class of the loading / failed lines and of the buttons' row */
  stateClassName: string;
  actionsClassName: string;
  width: string;
  /** the field the form starts at (rather than the dialog's close button) */
  firstField: Path<Values>;
  /** the form's fields; disabled while saving */
  children: (saving: boolean) => ReactNode;
}

/** The add / edit dialog of a list with an editor, inside the page's FormProvider. */
export function ListEditorDialog<Item extends ListEntry, Values extends FieldValues, Filter>(props: ListEditorDialogProps<Item, Values, Filter>) {
  const { screen, prefix, formId } = props;
  const intl = useIntl();
  const {
    handleSubmit,
    formState: { isDirty },
  } = useFormContext<Values>();
  const s = listEditorSelectors<Item, Values, Filter>();
  const open = useSelector(screen, s.selectEditorOpen);
  const loading = useSelector(screen, s.selectEditorLoading);
  const failed = useSelector(screen, s.selectEditorFailed);
  const ready = useSelector(screen, s.selectEditorReady);
  const saving = useSelector(screen, s.selectIsSaving);
  const isNew = useSelector(screen, s.selectSelected) === null;
  const discard = () => screen.send({ type: 'editor.close' });
  // Cancel, the close button and Escape all come here: what was typed is not thrown away unasked.
  const [asking, setAsking] = useState(false);
  const close = () => (isDirty && ready ? setAsking(true) : discard());
  // Going on after the question: PrimeReact's dialog gives the focus back to where the user was.
  const keepFilling = () => setAsking(false);
  const innerEscape = useInnerEscape();
  useReturnFocus(open);

  const footer = (
    <div className={props.actionsClassName}>
      <Button type="button" text label={intl.formatMessage({ id: `${prefix}.cancel` })} disabled={saving} onClick={close} />
      <Button type="submit" form={formId} icon="pi pi-check" label={intl.formatMessage({ id: `${prefix}.save` })} loading={saving} disabled={!ready} />
    </div>
  );

  return (
    <Dialog
      header={intl.formatMessage({ id: isNew ? `${prefix}.addTitle` : `${prefix}.editTitle` })}
      visible={open}
      onHide={close}
      footer={footer}
      className={props.className}
      style={{ width: props.width }}
      closable={!saving}
      closeOnEscape={!saving}
      draggable={false}
      blockScroll
    >
      {loading && (
        <p className={props.stateClassName} role="status">
          <i className="pi pi-spin pi-spinner" aria-hidden="true" /> <FormattedMessage id="app.loading" />
        </p>
      )}
      {failed && (
        <div className={props.stateClassName} role="alert">
          <FormattedMessage id={`${prefix}.loadOneFailed`} />
          <Button
            type="button"
            text
            icon="pi pi-refresh"
            label={intl.formatMessage({ id: `${prefix}.retry` })}
            onClick={() => screen.send({ type: 'editor.retry' })}
          />
        </div>
      )}
      {ready && (
        <form
          {...innerEscape}
          id={formId}
          noValidate
          className={props.formClassName}
          onSubmit={handleSubmit((values) => screen.send({ type: 'item.save', values: withoutUuid(values) }))}
        >
          {props.children(saving)}
          <FocusFirstField<Values> field={props.firstField} />
        </form>
      )}
      <ConfirmDialog
        visible={asking}
        onHide={keepFilling}
        header={intl.formatMessage({ id: 'form.discard.title' })}
        message={intl.formatMessage({ id: 'form.discard.message' })}
        icon="pi pi-exclamation-triangle"
        acceptLabel={intl.formatMessage({ id: 'form.discard.accept' })}
        rejectLabel={intl.formatMessage({ id: 'form.discard.reject' })}
        acceptClassName="p-button-danger"
        defaultFocus="reject"
        accept={() => {
          setAsking(false);
          discard();
        }}
        reject={keepFilling}
      />
    </Dialog>
  );
}

/** Mounted with the form: the focus goes to its first field. */
function FocusFirstField<Values extends FieldValues>({ field }: { field: Path<Values> }) {
  const { setFocus } = useFormContext<Values>();
  useEffect(() => setFocus(field), [setFocus, field]);
  return null;
}

/** The form was reset from a loaded entry: its `uuid` is the chart's to send, not a value to save. */
function withoutUuid<Values extends FieldValues>(values: Values): Values {
  const { uuid: _uuid, ...rest } = values as Values & { uuid?: string };
  return rest as Values;
}

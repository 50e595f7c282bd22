import { useSelector } from '@xstate/react';
import { Button } from 'primereact/button';
import { ConfirmDialog } from 'primereact/confirmdialog';
import { useEffect, type ReactNode } from 'react';
import { FormProvider, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ActorRefFrom } from 'xstate';
import { Permitted } from '../../app/Permitted';
import type { ButtonKey } from '../../domain/roles';
import type { ListEditorMachine, ListEntry } from '../../machines/listEditor.machine';
import { listEditorSelectors } from '../../machines/listEditor.selectors';
import { PagedTable } from '../../ui/PagedTable';
import { useReturnFocus } from '../passengers/useReturnFocus';

/** The message families of the lists with an editor: `<prefix>.title`, `.add`, `.edit`, `.confirmDelete`… */
export type ListEditorPrefix = 'parties' | 'addresses' | 'passenger';

interface ListEditorPageProps<Item extends ListEntry, Values extends FieldValues, Filter> {
  screen: ActorRefFrom<ListEditorMachine<Item, Values, Filter>>;
  prefix: ListEditorPrefix;
  /** the section's classes; `block` names its parts (`<block>__head`, `<block>__row-actions`…) */
  className: string;
  block: string;
  titleId: string;
  tableClassName: string;
  /** the editor's form: reset to `formOf(selected)` when the editor's form shows */
  form: UseFormReturn<Values>;
  formOf: (selected: Item | null) => Values;
  /** how a row is named in its buttons' labels and in the delete confirmation */
  nameOf: (item: Item) => string;
  /** the search form, when the list has one; its buttons act only when `canAct` */
  search?: (canAct: boolean) => ReactNode;
  /** a search is applied: the empty list says "no match" rather than "empty" */
  filtered?: boolean;
  showTotal?: boolean;
  /** the table's columns; `actions` is the body of the row-actions column */
  columns: (actions: (item: Item) => ReactNode) => ReactNode;
  editor: ReactNode;
  /** the permission key of adding, editing and deleting (spec §6): without it in the stored list they are not drawn */
  button?: ButtonKey;
}

/**
 * The page of a list with an editor (parties, loading addresses, saved passengers): the title and
 * the add button, the area's search, the paged list or its retry, the editor dialog and the
 * confirmation before a delete. Each area gives its messages, columns, form and editor.
 */
export function ListEditorPage<Item extends ListEntry, Values extends FieldValues, Filter>(props: ListEditorPageProps<Item, Values, Filter>) {
  const { screen, prefix, block, form, formOf, nameOf } = props;
  const intl = useIntl();
  const s = listEditorSelectors<Item, Values, Filter>();
  const page = useSelector(screen, s.selectPage);
  const current = useSelector(screen, s.selectCurrent);
  const size = useSelector(screen, s.selectSize);
  const listLoading = useSelector(screen, s.selectIsListLoading);
  const listFailed = useSelector(screen, s.selectListFailed);
  const canAct = useSelector(screen, s.selectCanAct);
  const editorReady = useSelector(screen, s.selectEditorReady);
  const selected = useSelector(screen, s.selectSelected);
  const confirming = useSelector(screen, s.selectConfirmingDelete);
  const deleting = useSelector(screen, s.selectIsDeleting);
  const { reset } = form;
  useReturnFocus(confirming);

  // The form opens with the entry as loaded, or empty for a new one; a refused save keeps what was typed.
  useEffect(() => {
    if (editorReady) reset(formOf(selected));
  }, [editorReady, selected, reset, formOf]);

  const guarded = (children: ReactNode) => (props.button ? <Permitted button={props.button}>{children}</Permitted> : children);

  const actions = (item: Item) =>
    guarded(
      <div className={`${block}__row-actions`}>
        <Button
          type="button"
          text
          size="small"
          icon="pi pi-pencil"
          label={intl.formatMessage({ id: `${prefix}.edit` })}
          aria-label={intl.formatMessage({ id: `${prefix}.editOf` }, { name: nameOf(item) })}
          disabled={!canAct}
          onClick={() => screen.send({ type: 'item.edit', item })}
        />
        <Button
          type="button"
          text
          size="small"
          severity="danger"
          icon="pi pi-trash"
          label={intl.formatMessage({ id: `${prefix}.delete` })}
          aria-label={intl.formatMessage({ id: `${prefix}.deleteOf` }, { name: nameOf(item) })}
          disabled={!canAct}
          loading={deleting && selected?.uuid === item.uuid}
          onClick={() => screen.send({ type: 'item.delete', item })}
        />
      </div>,
    );

  return (
    <section className={props.className} aria-labelledby={props.titleId} aria-busy={listLoading}>
      <header className={`${block}__head`}>
        <div>
          <h1 id={props.titleId} className={`${block}__title`}>
            <FormattedMessage id={`${prefix}.title`} />
          </h1>
          <p className={`${block}__intro`}>
            <FormattedMessage id={`${prefix}.intro`} />
          </p>
        </div>
        {guarded(
          <Button
            type="button"
            icon="pi pi-plus"
            label={intl.formatMessage({ id: `${prefix}.add` })}
            disabled={!canAct}
            onClick={() => screen.send({ type: 'item.add' })}
          />,
        )}
      </header>

      {props.search?.(canAct)}

      {listFailed ? (
        <div className={`${block}__failed`} role="alert">
          <FormattedMessage id={`${prefix}.loadFailed`} />
          <Button
            type="button"
            text
            icon="pi pi-refresh"
            label={intl.formatMessage({ id: `${prefix}.retry` })}
            onClick={() => screen.send({ type: 'list.retry' })}
          />
        </div>
      ) : (
        <PagedTable
          page={page}
          current={current}
          size={size}
          loading={listLoading}
          onPage={(next, rows) => screen.send({ type: 'page.change', current: next, size: rows })}
          emptyMessage={<FormattedMessage id={props.filtered ? `${prefix}.noMatch` : `${prefix}.empty`} />}
          className={props.tableClassName}
          label={intl.formatMessage({ id: `${prefix}.title` })}
          totalText={props.showTotal ? (total) => intl.formatMessage({ id: `${prefix}.total` }, { total }) : undefined}
        >
          {props.columns(actions)}
        </PagedTable>
      )}

      <FormProvider {...form}>{props.editor}</FormProvider>

      <ConfirmDialog
        visible={confirming}
        onHide={() => screen.send({ type: 'delete.cancel' })}
        header={intl.formatMessage({ id: `${prefix}.confirmDeleteTitle` })}
        message={intl.formatMessage({ id: `${prefix}.confirmDelete` }, { name: selected ? nameOf(selected) : '' })}
        icon="pi pi-exclamation-triangle"
        acceptLabel={intl.formatMessage({ id: `${prefix}.confirmYes` })}
        rejectLabel={intl.formatMessage({ id: `${prefix}.confirmNo` })}
        acceptClassName="p-button-danger"
        defaultFocus="reject"
        accept={() => screen.send({ type: 'delete.confirm' })}
        reject={() => screen.send({ type: 'delete.cancel' })}
      />
    </section>
  );
}

import { useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { maskIdNumber } from '../../domain/maskIdNumber';
import type { SavedPassenger } from '../../domain/passengers';
import { passengerSchema, type PassengerForm } from '../../domain/validation/passengerSchema';
import { schemaFields } from '../../domain/validation/validate';
import { showServerErrors } from '../../ui/forms/serverErrors';
import { Column } from '../../ui/table/Column';
import { schemaResolver } from '../forms/schemaResolver';
import { ListEditorPage } from '../listEditor/ListEditorPage';
import { EMPTY_PASSENGER, formOf } from './emptyPassenger';
import { chineseName, englishName } from './passengerNames';
import { optionLabel } from './passengerOptions';
import { PassengerEditor } from './PassengerEditor';
import { usePassengerOptions } from './usePassengerOptions';
import { usePassengersScreen } from './usePassengersScreen';
import '../../ui/forms/forms.css';
import './passengers.css';

const FIELDS = schemaFields(passengerSchema);

/** Saved passengers (spec 2 "/passengers"): a paged list, newest first, to add, edit and delete. */
export default function PassengersPage() {
  const intl = useIntl();
  const form = useForm<PassengerForm>({ resolver: schemaResolver<PassengerForm>(passengerSchema), defaultValues: EMPTY_PASSENGER });
  const screen = usePassengersScreen((error) => showServerErrors(error, form.setError, FIELDS));
  const [options] = usePassengerOptions();
  const certificateTypes = options.status === 'ready' ? options.data.certificateTypes : undefined;

  return (
    <ListEditorPage
      screen={screen}
      prefix="passenger"
      className="page passengers-page"
      block="passengers-page"
      titleId="passengers-title"
      tableClassName="passengers-page__table"
      form={form}
      formOf={formOf}
      nameOf={chineseName}
      columns={(actions) => (
        <>
          <Column header={intl.formatMessage({ id: 'passenger.col.nameZh' })} body={(p: SavedPassenger) => chineseName(p)} />
          <Column header={intl.formatMessage({ id: 'passenger.col.nameEn' })} body={(p: SavedPassenger) => englishName(p)} />
          {/* Masked in the list; the edit form shows the number in full. */}
          <Column
            header={intl.formatMessage({ id: 'passenger.col.certificate' })}
            body={(p: SavedPassenger) => (
              <>
                <span className="passengers-page__muted">{optionLabel(certificateTypes, p.certificateType)}</span> {maskIdNumber(p.certificateNo)}
              </>
            )}
          />
          <Column header={intl.formatMessage({ id: 'passenger.col.birthDate' })} field="birthDate" />
          <Column header={intl.formatMessage({ id: 'passenger.col.mobile' })} body={(p: SavedPassenger) => p.jpMobile || p.cnMobile} />
          <Column header={intl.formatMessage({ id: 'passenger.col.actions' })} body={actions} />
        </>
      )}
      editor={<PassengerEditor screen={screen} />}
    />
  );
}

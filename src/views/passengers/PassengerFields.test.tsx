import { yupResolver } from '@hookform/resolvers/yup';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { array, object } from 'yup';
import { customerServices, ServicesProvider, type CustomerServices } from '../../app/customerServices';
import { withFakes } from '../../app/testing/withFakes';
import type { Lang } from '../../domain/lang';
import { passengerSchema, type PassengerForm } from '../../domain/validation/passengerSchema';
import { EMPTY_PASSENGER } from './emptyPassenger';
import { PassengerFields } from './PassengerFields';
import { chooseOption, countriesIn, DICTS, fieldLabel, renderInLang } from './testing/fixtures';

type BaseDataCalls = CustomerServices['baseData'];
/** The lists' calls, handed in through the services context; one set for the file, as the app has one. */
const getCountries = vi.fn<BaseDataCalls['getCountries']>(async (lang: Lang) => countriesIn(lang));
const getDictList = vi.fn<BaseDataCalls['getDictList']>(async (type) => DICTS[type] ?? []);
const services = withFakes(customerServices, { baseData: { getCountries, getDictList } });
const renderForm = (form: ReactNode, lang?: Lang) => renderInLang(<ServicesProvider services={services}>{form}</ServicesProvider>, lang);

afterEach(cleanup);

// The order form holds its passengers in a list: the fields must work at a prefix.
const orderSchema = object({ passengers: array(passengerSchema).required() });
type OrderValues = { passengers: PassengerForm[] };

function OrderForm({ onValid, onRefused }: { onValid: (values: OrderValues) => void; onRefused?: (values: OrderValues) => void }) {
  const form = useForm<OrderValues>({
    resolver: yupResolver(orderSchema) as never,
    defaultValues: { passengers: [{ ...EMPTY_PASSENGER }, { ...EMPTY_PASSENGER }] },
  });
  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={form.handleSubmit(onValid, () => onRefused?.(form.getValues()))}>
        <section aria-label="first">
          <PassengerFields prefix="passengers.0." />
        </section>
        <section aria-label="second">
          <PassengerFields prefix="passengers.1." disabled />
        </section>
        <button type="submit">submit</button>
      </form>
    </FormProvider>
  );
}

const first = () => within(screen.getByRole('region', { name: 'first' }));
const label = fieldLabel;

const choose = (scope: ReturnType<typeof first>, text: string, option: string) => chooseOption(scope, text, option);

// Screens driven through PrimeReact in jsdom are slow when test files run side by side.
describe('passenger fields', { timeout: 20_000 }, () => {
  it('under a prefix: messages of failed rules at each field of that passenger, in Chinese', async () => {
    const onValid = vi.fn();
    renderForm(<OrderForm onValid={onValid} />);
    fireEvent.click(screen.getByRole('button', { name: 'submit' }));
    expect(await first().findByText('请输入中文姓')).toBeTruthy();
    for (const message of [
      '请输入中文名',
      '请输入英文姓',
      '请选择国籍',
      '请选择性别',
      '请选择证件类型',
      '请输入证件号码',
      '请选择证件有效期',
      '请选择出生日期',
      '请输入日本手机号码',
      '请输入日本联系地址',
    ]) {
      expect(first().getByText(message)).toBeTruthy();
    }
    const surname = first().getByLabelText(label('中文姓'), { selector: 'input' });
    expect(surname.id).toBe('pf-passengers-0-cnSurname');
    expect(surname.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(surname.getAttribute('aria-describedby')!)?.textContent).toBe('请输入中文姓');
    expect(onValid).not.toHaveBeenCalled();
  });

  it('the second passenger’s fields are its own and can be disabled', () => {
    renderForm(<OrderForm onValid={vi.fn()} />);
    const second = within(screen.getByRole('region', { name: 'second' }));
    expect((second.getByLabelText(label('中文姓'), { selector: 'input' }) as HTMLInputElement).disabled).toBe(true);
    expect(second.getByLabelText(label('中文姓'), { selector: 'input' }).id).toBe('pf-passengers-1-cnSurname');
  });

  it('fills every field: lists from base data in the current language, dates as YYYY-MM-DD', async () => {
    const onValid = vi.fn();
    const onRefused = vi.fn();
    renderForm(<OrderForm onValid={onValid} onRefused={onRefused} />, 'jp');
    const fill = (text: string, value: string) => fireEvent.input(first().getByLabelText(label(text), { selector: 'input' }), { target: { value } });
    fill('漢字の姓', '山田');
    fill('漢字の名', '花子');
    fill('英字の姓', 'Yamada');
    fill('英字の名', 'Hanako');
    await choose(first(), '国籍', '韓国');
    await choose(first(), '性別', '女性');
    fill('生年月日', '1988-02-29');
    await choose(first(), '職業', '教員');
    await choose(first(), '身分証明書の種類', 'パスポート');
    fill('身分証明書番号', 'TK1234567');
    fill('身分証明書の有効期限', '2032-03-31');
    fill('日本の携帯電話番号', '080-1234-5678');
    fill('日本の連絡先住所', '東京都千代田区1-1');
    fill('乗船目的', '観光');
    // The second passenger is left empty: the form as a whole is refused, the first one's fields are clean and hold codes.
    fireEvent.click(screen.getByRole('button', { name: 'submit' }));
    await waitFor(() => expect(first().queryAllByRole('alert')).toHaveLength(0));
    expect(getCountries).toHaveBeenCalledWith('jp');
    expect(onValid).not.toHaveBeenCalled();
    expect(onRefused.mock.calls[0]?.[0].passengers[0]).toEqual({
      ...EMPTY_PASSENGER,
      cnSurname: '山田',
      cnGivenName: '花子',
      enSurname: 'Yamada',
      enGivenName: 'Hanako',
      nationality: 'KR',
      gender: 'FEMALE',
      birthDate: '1988-02-29',
      career: 'TEACHER',
      certificateType: 'PASSPORT',
      certificateNo: 'TK1234567',
      certificateExpiry: '2032-03-31',
      jpMobile: '080-1234-5678',
      jpAddress: '東京都千代田区1-1',
      sailingPurpose: '観光',
    });
    // Two passengers' fields, one load of each list per language.
    expect(getDictList.mock.calls.filter(([type]) => type === 'GENDER').length).toBeLessThanOrEqual(2);
  });

  it('a second ID is all or nothing: one part given asks for the others', async () => {
    renderForm(<OrderForm onValid={vi.fn()} />);
    const fill = (text: string, value: string) => fireEvent.input(first().getByLabelText(label(text), { selector: 'input' }), { target: { value } });
    fill('第二证件号码', 'X123');
    fireEvent.click(screen.getByRole('button', { name: 'submit' }));
    expect(await first().findByText('请选择第二证件类型')).toBeTruthy();
    expect(first().getByText('请选择第二证件有效期')).toBeTruthy();
  });
});

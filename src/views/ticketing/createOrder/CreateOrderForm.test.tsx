import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { customerServices, ServicesProvider, type CustomerServices } from '../../../app/customerServices';
import { withFakes } from '../../../app/testing/withFakes';
import type { OrderDraft } from '../../../domain/ticketing/order';
import { CreateOrderForm, type CreateOrderFormProps } from './CreateOrderForm';
import { ACCOUNT, ADULT, COUNTRIES, DICTS, EMPTY_DRAFT, FILLED_DRAFT, legsIn, NOTICE, SAVED, VOYAGE } from './testing/fixtures';
import { renderInShell } from './testing/renderInShell';

type BaseDataCalls = CustomerServices['baseData'];
/** The form's reads, handed in through the services context: one set for the file, as the app has one. */
const getAccountInfo = vi.fn<CustomerServices['account']['getAccountInfo']>();
const services = withFakes(customerServices, {
  baseData: {
    getDictList: vi.fn<BaseDataCalls['getDictList']>(async (type) => DICTS[type] ?? []),
    getCountries: vi.fn<BaseDataCalls['getCountries']>(async () => COUNTRIES),
    getAdultAge: vi.fn<BaseDataCalls['getAdultAge']>(async () => 12),
  },
  account: { getAccountInfo },
  information: { getPassengerNotice: vi.fn<CustomerServices['information']['getPassengerNotice']>(async () => NOTICE) },
});
// The picker's own list and dialog are the passenger screen's; here it only hands over a choice.
vi.mock('../../passengers/PassengerPicker', () => ({
  PassengerPicker: ({ onPick, excludeUuids }: { onPick(p: typeof SAVED): void; excludeUuids?: readonly string[] }) => (
    <button type="button" onClick={() => onPick(SAVED)} disabled={excludeUuids?.includes(SAVED.uuid)}>
      pick-saved
    </button>
  ),
}));

beforeEach(() => {
  getAccountInfo.mockResolvedValue(ACCOUNT);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.clearAllMocks();
});

function renderForm(overrides: Partial<CreateOrderFormProps> = {}, options: Parameters<typeof renderInShell>[1] = {}) {
  const props: CreateOrderFormProps = {
    orderType: 'ONE_WAY',
    legs: legsIn('SECOND_JAPANESE'),
    draft: EMPTY_DRAFT,
    onDraftChange: vi.fn(),
    onSubmit: vi.fn(),
    submitting: false,
    serverError: null,
    onBack: vi.fn(),
    // what the ticketing chart read for the form: the dictionaries, the adult age, the notice, the user's details
    orderRules: { status: 'ready', data: { ticketTypes: DICTS.TICKET_TYPE ?? [], cabinClasses: DICTS.SHIPPING_CLASS_TYPE ?? [], adultAge: 12 } },
    onRetryRules: vi.fn(),
    notice: { status: 'ready', data: NOTICE },
    onRetryNotice: vi.fn(),
    account: ACCOUNT,
    ...overrides,
  };
  const view = renderInShell(
    <ServicesProvider services={services}>
      <CreateOrderForm {...props} />
    </ServicesProvider>,
    options,
  );
  return { ...view, props };
}

const ready = () => screen.findByRole('heading', { name: '乘客信息' });
/**
 * For the tests about time: the clock moves only when the test moves it (vi.waitFor moves it
 * between its checks), so "before" and "after" the draft's debounce do not depend on the machine's speed.
 */
async function readyOnFakeClock() {
  vi.useFakeTimers();
  return vi.waitFor(() => screen.getByRole('heading', { name: '乘客信息' }));
}
/** Well past the quiet time the form waits before handing a draft over. */
const PAST_DEBOUNCE_MS = 1000;
const total = () => screen.getByTestId('price-total').textContent;
const submit = () => fireEvent.click(screen.getByRole('button', { name: '提交订单' }));
const passengerCard = (num: number) => screen.getByRole('listitem', { name: new RegExp(`乘客 ${num}`) });

describe('CreateOrderForm', () => {
  it('asks for contact, passengers and the notice in the spec’s words, and submits nothing', async () => {
    const { props } = renderForm();
    await ready();
    submit();
    expect(await screen.findByText('请阅读并同意乘客须知')).toBeTruthy();
    expect(screen.getAllByText('请填写联系人信息')).toHaveLength(3);
    expect(screen.getByText('请填写乘客信息')).toBeTruthy();
    expect(screen.getByLabelText('联系人姓名', { exact: false }).getAttribute('aria-invalid')).toBe('true');
    expect(props.onSubmit).not.toHaveBeenCalled();
  });

  it('speaks Japanese when the interface does', async () => {
    renderForm({}, { lang: 'jp' });
    await screen.findByRole('heading', { name: '乗船者情報' });
    fireEvent.click(screen.getByRole('button', { name: '予約を確定する' }));
    expect(await screen.findByText('乗船者への注意事項をお読みのうえ、同意してください')).toBeTruthy();
    expect(screen.getAllByText('連絡先情報を入力してください')).toHaveLength(3);
  });

  it('an infant without a paying adult: the free-passenger rule at the passengers, live once touched', async () => {
    renderForm({ draft: { ...FILLED_DRAFT, passengers: [{ ...ADULT, birthDate: '2026-01-01' }] } });
    await ready();
    // Restored as it was left: nothing is said before the user touches it (an adult's ticket for a baby).
    expect(screen.queryByText('成人须为12岁以上')).toBeNull();
    fireEvent.click(within(passengerCard(1)).getByRole('radio', { name: /婴儿/ }));
    const alert = await screen.findByText(/每名付费成人最多携带1名免票乘客（最多0名）/);
    expect(alert.textContent).toContain('每间房至少1名成人');
    // The infant is free: a zero fare and no surcharge.
    expect(total()).toBe('¥0.00');
  });

  it('a passenger too old for the chosen ticket type: the type’s age limit at the ticket type, named in the current language', async () => {
    renderForm({ draft: FILLED_DRAFT });
    await ready();
    fireEvent.click(within(passengerCard(1)).getByRole('radio', { name: /儿童/ }));
    expect(await within(passengerCard(1)).findByText('儿童须为2至11岁')).toBeTruthy();
  });

  it('the extra bed is offered only where the cabin sells one, and priced live', async () => {
    renderForm({ draft: FILLED_DRAFT });
    await ready();
    const checkbox = screen.getByRole('checkbox', { name: /为本房间加床/ });
    expect((checkbox as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByText('所选舱位不提供加床')).toBeTruthy();
    cleanup();

    renderForm({ draft: FILLED_DRAFT, legs: legsIn('SUITE') });
    await ready();
    expect(total()).toBe('¥3,100.00');
    const suiteBed = screen.getByRole('checkbox', { name: /为本房间加床/ });
    expect((suiteBed as HTMLInputElement).disabled).toBe(false);
    fireEvent.click(suiteBed);
    await waitFor(() => expect(total()).toBe('¥3,400.00'));
    expect(screen.getByRole('row', { name: /加床/ }).textContent).toContain('¥300.00');
  });

  it('the total follows the party: a second passenger adds a fare and a surcharge', async () => {
    renderForm({ draft: FILLED_DRAFT });
    await ready();
    expect(total()).toBe('¥1,100.00');
    fireEvent.click(screen.getByRole('button', { name: '添加乘客' }));
    await waitFor(() => expect(total()).toBe('¥2,200.00'));
    expect(screen.getByTestId('leg-subtotal-0').textContent).toBe('¥2,200.00');
    fireEvent.click(within(passengerCard(2)).getByRole('radio', { name: /儿童/ }));
    await waitFor(() => expect(total()).toBe('¥1,700.00'));
    fireEvent.click(within(passengerCard(2)).getByRole('button', { name: '删除乘客 2' }));
    await waitFor(() => expect(total()).toBe('¥1,100.00'));
  });

  it('"添加乘客" puts the focus on the new card\'s first field: its chosen ticket type', async () => {
    renderForm({ draft: FILLED_DRAFT });
    await ready();
    const add = screen.getByRole('button', { name: '添加乘客' });
    add.focus();
    fireEvent.click(add);
    const card = await screen.findByRole('listitem', { name: /乘客 2/ });
    await waitFor(() => expect(document.activeElement).toBe(within(card).getByRole('radio', { name: /成人/ })));
  });

  it('picking a saved passenger fills an empty row with their details and a fitting ticket type', async () => {
    renderForm({ draft: { ...FILLED_DRAFT, passengers: [] } });
    await ready();
    fireEvent.click(screen.getByRole('button', { name: '添加乘客' }));
    await screen.findByRole('listitem', { name: /乘客 1/ });
    fireEvent.click(screen.getByRole('button', { name: 'pick-saved' }));
    const card = await screen.findByRole('listitem', { name: /乘客 1.*常用旅客/ });
    expect(within(card).getByDisplayValue('LI')).toBeTruthy();
    expect(within(card).getByDisplayValue('XIAOHONG')).toBeTruthy();
    // Eight at departure: a child's ticket, and no "save to my list" for a saved passenger.
    expect((within(card).getByRole('radio', { name: /儿童/ }) as HTMLInputElement).checked).toBe(true);
    expect(within(card).queryByRole('checkbox', { name: '保存到常用旅客' })).toBeNull();
    expect(screen.getAllByRole('listitem', { name: /乘客 \d/ })).toHaveLength(1);
    expect((screen.getByRole('button', { name: 'pick-saved' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('hands every change to the page, debounced, as a draft', async () => {
    const { props } = renderForm();
    await readyOnFakeClock();
    fireEvent.input(screen.getByLabelText('联系人姓名', { exact: false }), { target: { value: '赵' } });
    await vi.advanceTimersByTimeAsync(100);
    fireEvent.input(screen.getByLabelText('联系人姓名', { exact: false }), { target: { value: '赵六' } });
    await vi.advanceTimersByTimeAsync(PAST_DEBOUNCE_MS);
    expect(props.onDraftChange).toHaveBeenCalled();
    const last = vi.mocked(props.onDraftChange).mock.calls.at(-1)?.[0] as OrderDraft;
    expect(last.contactName).toBe('赵六');
    expect(last.passengers).toEqual([]);
    // Debounced: the two keystrokes arrive as one draft.
    expect(vi.mocked(props.onDraftChange).mock.calls.every(([draft]) => draft.contactName !== '赵')).toBe(true);
  });

  it('hands a change still waiting to the page before a save, so no late change follows the save', async () => {
    const order: string[] = [];
    const { props } = renderForm({
      onDraftChange: vi.fn((draft: OrderDraft) => order.push(`change:${draft.contactName}`)),
      onSaveDraft: vi.fn((draft: OrderDraft) => order.push(`save:${draft.contactName}`)),
    });
    await readyOnFakeClock();
    fireEvent.input(screen.getByLabelText('联系人姓名', { exact: false }), { target: { value: '赵六' } });
    fireEvent.click(screen.getByRole('button', { name: '保存草稿' }));
    // the debounce the save cut short would have fired by now
    await vi.advanceTimersByTimeAsync(PAST_DEBOUNCE_MS);
    expect(order).toEqual(['change:赵六', 'save:赵六']);
    expect(props.onDraftChange).toHaveBeenCalledTimes(1);
  });

  it('prefills the contact from the logged-in user where the draft has none', async () => {
    renderForm({ draft: { ...EMPTY_DRAFT, contactPhone: '08011112222' } }, { user: { userId: 'u-1', logonId: 'demo.passenger' } });
    await ready();
    await waitFor(() => expect((screen.getByLabelText('联系人姓名', { exact: false }) as HTMLInputElement).value).toBe('王五'));
    expect((screen.getByLabelText('电子邮箱', { exact: false }) as HTMLInputElement).value).toBe('wang@example.com');
    expect((screen.getByLabelText('联系电话', { exact: false }) as HTMLInputElement).value).toBe('08011112222');
  });

  it('submits the draft only once every field and rule holds', async () => {
    const { props } = renderForm({ draft: FILLED_DRAFT });
    await ready();
    submit();
    expect(await screen.findByText('请阅读并同意乘客须知')).toBeTruthy();
    expect(props.onSubmit).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('checkbox', { name: '我已阅读并同意乘客须知' }));
    submit();
    await waitFor(() => expect(props.onSubmit).toHaveBeenCalledTimes(1));
    const sent = vi.mocked(props.onSubmit).mock.calls[0]?.[0] as OrderDraft;
    expect(sent).toEqual({ ...FILLED_DRAFT, noticeAgreed: true, noticeVersion: NOTICE.version });
    expect(sent).not.toHaveProperty('orderType');
  });

  it('a rule that fails blocks the submit even when every field is filled', async () => {
    const { props } = renderForm({ draft: { ...FILLED_DRAFT, noticeAgreed: true, passengers: [{ ...ADULT, ticketType: 'CHILD' }] } });
    await ready();
    submit();
    expect(await within(passengerCard(1)).findByText('儿童须为2至11岁')).toBeTruthy();
    expect(props.onSubmit).not.toHaveBeenCalled();
  });

  it('shows the server’s messages at their fields, in the current language', async () => {
    renderForm({
      draft: { ...FILLED_DRAFT, noticeAgreed: true },
      serverError: {
        message: '余票不足',
        fields: {
          'outbound.cabinClass': { message: '余票不足', jpMessage: '残席が不足しています' },
          'passengers[0].cnSurname': { message: '姓名与证件不符', jpMessage: '氏名が身分証明書と一致しません' },
        },
      },
    });
    await ready();
    expect(await screen.findByText('姓名与证件不符')).toBeTruthy();
    // At the outbound leg, and as the general message beside the submit button.
    expect(screen.getAllByText('余票不足')).toHaveLength(2);
    expect(screen.getByLabelText('姓', { exact: false, selector: '#pf-passengers-0-cnSurname' }).getAttribute('aria-invalid')).toBe('true');
  });

  it('disables the submit while submitting; back calls onBack', async () => {
    const { props } = renderForm({ draft: FILLED_DRAFT, submitting: true });
    await ready();
    expect((screen.getByRole('button', { name: /提交订单/ }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: /上一步/ }) as HTMLButtonElement).disabled).toBe(true);
    cleanup();
    const second = renderForm({ draft: FILLED_DRAFT });
    await ready();
    fireEvent.click(screen.getByRole('button', { name: /上一步/ }));
    expect(second.props.onBack).toHaveBeenCalledTimes(1);
    expect(props.onBack).not.toHaveBeenCalled();
  });

  it('a round trip: both legs priced in the outbound currency; a return before the outbound is refused at the journey', async () => {
    const back = {
      ...VOYAGE,
      uuid: 'v-2',
      voyageCode: 'OS2612B',
      departurePort: 'JPOSA',
      arrivalPort: 'CNSHA',
      departureTime: '2026-12-14T03:00:00.000Z',
      arrivalTime: '2026-12-15T02:00:00.000Z',
    };
    const { props } = renderForm({
      orderType: 'ROUND_TRIP',
      draft: { ...FILLED_DRAFT, noticeAgreed: true },
      legs: [...legsIn('SECOND_JAPANESE'), { voyage: back, cabinClass: 'SECOND_JAPANESE' }],
    });
    await ready();
    expect(screen.getByText('去程')).toBeTruthy();
    expect(screen.getByText('返程')).toBeTruthy();
    expect(screen.getByTestId('leg-subtotal-1').textContent).toBe('¥1,100.00');
    expect(total()).toBe('¥2,200.00');
    expect(screen.queryByText('返程出发时间不能早于去程出发时间')).toBeNull();
    cleanup();

    const early = { ...back, departureTime: '2026-12-10T01:59:59.000Z' };
    const second = renderForm({
      orderType: 'ROUND_TRIP',
      draft: { ...FILLED_DRAFT, noticeAgreed: true },
      legs: [...legsIn('SECOND_JAPANESE'), { voyage: early, cabinClass: 'SECOND_JAPANESE' }],
    });
    await readyOnFakeClock();
    expect(screen.getByText('返程出发时间不能早于去程出发时间')).toBeTruthy();
    submit();
    await vi.advanceTimersByTimeAsync(PAST_DEBOUNCE_MS);
    expect(second.props.onSubmit).not.toHaveBeenCalled();
    expect(props.onSubmit).not.toHaveBeenCalled();
  });

  it('shows the passenger notice and the legs in the ports’ local time', async () => {
    renderForm({ draft: FILLED_DRAFT });
    await ready();
    expect(await screen.findByText('请于开船前2小时到达码头。', { exact: false })).toBeTruthy();
    expect(screen.getByText('2026-12-10 10:00:00 出发（当地时间）')).toBeTruthy();
    expect(screen.getByText('2026-12-11 10:00:00 到达（当地时间）')).toBeTruthy();
  });
});

import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { customerServices, ServicesProvider, type CustomerServices } from '../../../app/customerServices';
import { withFakes } from '../../../app/testing/withFakes';
import type { DictItem } from '../../../domain/baseData';
import type { LegChoice } from '../../../domain/ticketing/order';
import { CreateOrderForm, type CreateOrderFormProps } from './CreateOrderForm';
import { ACCOUNT, ADULT, COUNTRIES, DICTS, EMPTY_DRAFT, FILLED_DRAFT, NOTICE, SAVED, VOYAGE } from './testing/fixtures';
import { renderInShell } from './testing/renderInShell';

/** The dictionary with the seeded senior ticket (65 and over). */
const SENIOR: DictItem = {
  id: 'SENIOR',
  cde: 'SENIOR',
  cnnme: '长者',
  ennme: 'シニア',
  sort: 50,
  extraInfoMap: { cnnme: '长者', ennme: 'シニア', minAge: 65, isFree: false },
};

type BaseDataCalls = CustomerServices['baseData'];
/** The form's reads, handed in through the services context: one set for the file, as the app has one. */
const getAccountInfo = vi.fn<CustomerServices['account']['getAccountInfo']>();
const services = withFakes(customerServices, {
  baseData: {
    getDictList: vi.fn<BaseDataCalls['getDictList']>(async (type) => (type === 'TICKET_TYPE' ? [...(DICTS.TICKET_TYPE ?? []), SENIOR] : (DICTS[type] ?? []))),
    getCountries: vi.fn<BaseDataCalls['getCountries']>(async () => COUNTRIES),
    getAdultAge: vi.fn<BaseDataCalls['getAdultAge']>(async () => 12),
  },
  account: { getAccountInfo },
  information: { getPassengerNotice: vi.fn<CustomerServices['information']['getPassengerNotice']>(async () => NOTICE) },
});
// The picker hands over the saved passenger with an ID that expired on 1 December 2026, and says whether it marks it.
vi.mock('../../passengers/PassengerPicker', () => ({
  PassengerPicker: ({ onPick, idExpired }: { onPick(p: typeof SAVED): void; idExpired?(p: typeof SAVED): boolean }) => {
    const expired = { ...SAVED, certificateExpiry: '2026-12-01' };
    return (
      <button type="button" onClick={() => onPick(expired)}>
        {idExpired?.(expired) ? 'pick-saved-marked-expired' : 'pick-saved'}
      </button>
    );
  },
}));

beforeEach(() => {
  getAccountInfo.mockResolvedValue(ACCOUNT);
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

// VOYAGE leaves Shanghai on 10 December 2026 and arrives in Osaka at 10:00 on 11 December (local).
const withSenior = (leg: typeof VOYAGE): typeof VOYAGE => ({
  ...leg,
  cabins: leg.cabins.map((c) => ({ ...c, fares: [...c.fares, { ticketType: 'SENIOR', amount: 800 }] })),
});
const OUT: LegChoice = { voyage: withSenior(VOYAGE), cabinClass: 'SECOND_JAPANESE' };
// The return leaves Osaka at 12:00 on 14 December (local) and arrives in Shanghai on the 15th.
const BACK: LegChoice = {
  voyage: withSenior({
    ...VOYAGE,
    uuid: 'v-2',
    voyageCode: 'OS2612B',
    departurePort: 'JPOSA',
    arrivalPort: 'CNSHA',
    departureTime: '2026-12-14T03:00:00.000Z',
    arrivalTime: '2026-12-15T02:00:00.000Z',
  }),
  cabinClass: 'SECOND_JAPANESE',
};

function renderForm(overrides: Partial<CreateOrderFormProps> = {}) {
  const props: CreateOrderFormProps = {
    orderType: 'ONE_WAY',
    legs: [OUT],
    draft: EMPTY_DRAFT,
    onDraftChange: vi.fn(),
    onSubmit: vi.fn(),
    submitting: false,
    serverError: null,
    onBack: vi.fn(),
    // what the ticketing chart read for the form: the dictionaries, the adult age, the notice, the user's details
    orderRules: { status: 'ready', data: { ticketTypes: [...(DICTS.TICKET_TYPE ?? []), SENIOR], cabinClasses: DICTS.SHIPPING_CLASS_TYPE ?? [], adultAge: 12 } },
    onRetryRules: vi.fn(),
    notice: { status: 'ready', data: NOTICE },
    onRetryNotice: vi.fn(),
    account: ACCOUNT,
    ...overrides,
  };
  renderInShell(
    <ServicesProvider services={services}>
      <CreateOrderForm {...props} />
    </ServicesProvider>,
  );
  return props;
}

const ready = () => screen.findByRole('heading', { name: '乘客信息' });
const submit = () => fireEvent.click(screen.getByRole('button', { name: '提交订单' }));
const passengerCard = (num: number) => screen.getByRole('listitem', { name: new RegExp(`乘客 ${num}`) });
const checkedType = (card: HTMLElement) => (within(card).getAllByRole('radio') as HTMLInputElement[]).find((radio) => radio.checked)?.value;
const expiryField = (card: HTMLElement) => card.querySelector<HTMLInputElement>('input[name$=".certificateExpiry"]:not([name*="second"])')!;
const EXPIRED_FOR_TRIP = '证件在航程最后到达日前已过期，请更新证件有效期';

describe('CreateOrderForm: travel rules', { timeout: 20_000 }, () => {
  it('offers a hand-typed passenger the ticket type the birth date gives: senior at 70, child at 10, adult at 30', async () => {
    renderForm();
    await ready();
    fireEvent.click(screen.getByRole('button', { name: '添加乘客' }));
    const card = passengerCard(1);
    expect(checkedType(card)).toBe('ADULT');
    const birth = within(card).getByLabelText('出生日期', { exact: false });
    fireEvent.change(birth, { target: { value: '1956-05-01' } });
    await waitFor(() => expect(checkedType(card)).toBe('SENIOR'));
    fireEvent.change(birth, { target: { value: '2016-05-01' } });
    await waitFor(() => expect(checkedType(card)).toBe('CHILD'));
    fireEvent.change(birth, { target: { value: '1996-05-01' } });
    await waitFor(() => expect(checkedType(card)).toBe('ADULT'));
  });

  it('refuses an ID expiring the day before the last arrival at its field, and takes one expiring on that day', async () => {
    const expiring = renderForm({ draft: { ...FILLED_DRAFT, noticeAgreed: true, passengers: [{ ...ADULT, certificateExpiry: '2026-12-10' }] } });
    await ready();
    submit();
    expect(await within(passengerCard(1)).findByText(EXPIRED_FOR_TRIP)).toBeTruthy();
    expect(expiryField(passengerCard(1)).getAttribute('aria-invalid')).toBe('true');
    expect(expiring.onSubmit).not.toHaveBeenCalled();
    cleanup();

    const onTheDay = renderForm({ draft: { ...FILLED_DRAFT, noticeAgreed: true, passengers: [{ ...ADULT, certificateExpiry: '2026-12-11' }] } });
    await ready();
    submit();
    await waitFor(() => expect(onTheDay.onSubmit).toHaveBeenCalledTimes(1));
  });

  it("judges the ID against a round trip's return arrival (15 December in Shanghai)", async () => {
    const props = renderForm({
      orderType: 'ROUND_TRIP',
      legs: [OUT, BACK],
      draft: { ...FILLED_DRAFT, noticeAgreed: true, passengers: [{ ...ADULT, certificateExpiry: '2026-12-14' }] },
    });
    await ready();
    submit();
    expect(await within(passengerCard(1)).findByText(EXPIRED_FOR_TRIP)).toBeTruthy();
    expect(props.onSubmit).not.toHaveBeenCalled();
  });

  it('marks a saved passenger whose ID expired for the journey; picked, the field says so at once and the update goes back to the list', async () => {
    const props = renderForm({ draft: { ...FILLED_DRAFT, noticeAgreed: true, passengers: [ADULT] } });
    await ready();
    // The saved passenger is a child (born 2018): with an adult, so only the ID stands in the way.
    fireEvent.click(screen.getByRole('button', { name: 'pick-saved-marked-expired' }));
    expect(await within(passengerCard(2)).findByText(EXPIRED_FOR_TRIP)).toBeTruthy();
    expect(within(passengerCard(2)).getByText('提交订单时将同时更新常用旅客中的证件信息')).toBeTruthy();

    fireEvent.change(expiryField(passengerCard(2)), { target: { value: '2031-12-01' } });
    await waitFor(() => expect(within(passengerCard(2)).queryByText(EXPIRED_FOR_TRIP)).toBeNull());
    submit();
    await waitFor(() => expect(props.onSubmit).toHaveBeenCalledTimes(1));
    const [sent] = vi.mocked(props.onSubmit).mock.calls[0]!;
    expect(sent.passengers[1]).toMatchObject({ savedPassengerUuid: SAVED.uuid, certificateExpiry: '2031-12-01', saveToList: true });
  });

  it('a child who turns 12 on the return day: child out, adult back, said at the ticket type and priced per leg', async () => {
    // Born 14 December 2014: 11 when leaving on the 10th, 12 on the return day.
    const child = { ...ADULT, cnGivenName: '小明', birthDate: '2014-12-14', ticketType: 'CHILD' };
    renderForm({ orderType: 'ROUND_TRIP', legs: [OUT, BACK], draft: { ...FILLED_DRAFT, noticeAgreed: true, passengers: [ADULT, child] } });
    await ready();
    expect(within(passengerCard(2)).getByTestId('co-p1-return-type').textContent).toContain('返程按返程出发日的年龄为成人票');
    expect(within(passengerCard(1)).queryByTestId('co-p0-return-type')).toBeNull();
    // SECOND_JAPANESE: adult 1000, child 500, surcharge 100 per ticket. Out 1000+100+500+100, back (1000+100)*2.
    expect(screen.getByTestId('leg-subtotal-0').textContent).toBe('¥1,700.00');
    expect(screen.getByTestId('leg-subtotal-1').textContent).toBe('¥2,200.00');
    expect(screen.getByTestId('price-total').textContent).toBe('¥3,900.00');
  });
});

import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../app/testing/renderApp';
import type { CustomerServices } from '../../app/customerServices';
import type { Lang } from '../../domain/lang';
import type { SavedPassenger } from '../../domain/passengers';
import { ApiError } from '../../domain/apiError';
import { chooseOption, countriesIn, DICTS, fieldLabel, pageOf, savedPassenger } from './testing/fixtures';

type PassengerCalls = CustomerServices['passengers'];
type BaseDataCalls = CustomerServices['baseData'];
/** The calls the screen makes, handed in through the services context. */
const getPassengerPage = vi.fn<PassengerCalls['getPassengerPage']>();
const loadPassenger = vi.fn<PassengerCalls['loadPassenger']>();
const submitPassenger = vi.fn<PassengerCalls['submitPassenger']>();
const deletePassenger = vi.fn<PassengerCalls['deletePassenger']>();
const calls = {
  baseData: {
    getCountries: vi.fn<BaseDataCalls['getCountries']>(async (lang: Lang) => countriesIn(lang)),
    getDictList: vi.fn<BaseDataCalls['getDictList']>(async (type) => DICTS[type] ?? []),
  },
  announcements: { getLatestAnnouncements: vi.fn<CustomerServices['announcements']['getLatestAnnouncements']>(async () => []) },
  passengers: { getPassengerPage, loadPassenger, submitPassenger, deletePassenger },
};

// The screen is a lazy chunk: compiled once here, so no test waits for the compiler.
beforeAll(async () => {
  await import('./PassengersPage');
}, 30_000);

/** The user's passengers as the server keeps them; the service calls answer from it. */
let stored: SavedPassenger[];

beforeEach(() => {
  stored = [savedPassenger(1), savedPassenger(2, { cnGivenName: '丽', enGivenName: 'Li', certificateType: 'CN_ID_CARD', jpMobile: '08011112222' })];
  getPassengerPage.mockImplementation(async ({ current, size }) => pageOf(stored, current, size));
  loadPassenger.mockImplementation(async (uuid) => {
    const found = stored.find((p) => p.uuid === uuid);
    if (!found) throw new ApiError('不存在', { kind: 'business', code: 10404 });
    return found;
  });
  submitPassenger.mockImplementation(async (form, uuid) => {
    const saved = { ...(stored.find((p) => p.uuid === uuid) ?? savedPassenger(stored.length + 1)), ...form };
    stored = uuid ? stored.map((p) => (p.uuid === uuid ? saved : p)) : [...stored, saved];
    return saved;
  });
  deletePassenger.mockImplementation(async (uuid) => {
    stored = stored.filter((p) => p.uuid !== uuid);
    return null;
  });
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

const USER = { userId: 'u-1', logonId: 'demo.passenger' };
const label = fieldLabel;
const dialog = () => within(screen.getByRole('dialog'));
const fill = (text: string, value: string) => fireEvent.input(dialog().getByLabelText(label(text), { selector: 'input' }), { target: { value } });
const rows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);

const choose = (text: string, option: string) => chooseOption(dialog(), text, option);

async function openPage(lang: Lang = 'zh') {
  const app = await renderApp({ path: '/passengers', lang, user: USER, calls });
  await screen.findByRole('heading', { level: 1, name: lang === 'zh' ? '常用旅客' : '乗船者リスト' }, { timeout: 5000 });
  expect(await screen.findByText('张三1')).toBeTruthy();
  return app;
}

// Screens driven through PrimeReact in jsdom are slow when test files run side by side.
describe('passengers screen', { timeout: 20_000 }, () => {
  it('lists the user’s passengers newest first: names, ID type and number, birth date, mobile', async () => {
    await openPage();
    expect(getPassengerPage).toHaveBeenCalledWith({ current: 1, size: 10 }, { signal: expect.any(AbortSignal) });
    const [newest, older] = rows();
    expect(within(newest!).getByText('张丽')).toBeTruthy();
    expect(within(newest!).getByText('ZHANG LI')).toBeTruthy();
    await waitFor(() => expect(within(newest!).getByText('中华人民共和国居民身份证')).toBeTruthy());
    expect(within(newest!).getByText('08011112222')).toBeTruthy();
    expect(within(older!).getByText('张三1')).toBeTruthy();
    expect(within(older!).getByText('1990-05-06')).toBeTruthy();
    expect(screen.getByText('共 2 位旅客')).toBeTruthy();
  });

  it('masks the ID numbers in the list (first two and last two characters); the edit form shows it in full', async () => {
    await openPage();
    const [newest, older] = rows();
    expect(within(newest!).getByText(/E1••••02/)).toBeTruthy();
    expect(within(older!).getByText(/E1••••01/)).toBeTruthy();
    expect(within(screen.getByRole('table')).queryByText(/E100000/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '编辑 张三1' }));
    await screen.findByRole('dialog', { name: '编辑旅客' });
    await waitFor(() => expect((dialog().getByLabelText(label('证件号码'), { selector: 'input' }) as HTMLInputElement).value).toBe('E1000001'));
  });

  it('pages through 25 passengers, 10 a page, with named page buttons', async () => {
    stored = Array.from({ length: 25 }, (_, i) => savedPassenger(i + 1));
    await renderApp({ path: '/passengers', user: USER, calls });
    await waitFor(() => expect(rows()).toHaveLength(10));
    fireEvent.click(screen.getByRole('button', { name: '第 3 页' }));
    await waitFor(() => expect(rows()).toHaveLength(5));
    expect(getPassengerPage).toHaveBeenLastCalledWith({ current: 3, size: 10 }, { signal: expect.any(AbortSignal) });
    expect(within(rows()[0]!).getByText('张三5')).toBeTruthy();
    expect(screen.getByRole('button', { name: '第 3 页' }).getAttribute('aria-current')).toBe('page');
    fireEvent.click(screen.getByRole('button', { name: '上一页' }));
    await waitFor(() => expect(getPassengerPage).toHaveBeenLastCalledWith({ current: 2, size: 10 }, { signal: expect.any(AbortSignal) }));
    await waitFor(() => expect(within(rows()[0]!).getByText('张三15')).toBeTruthy());
  });

  it('shows 20 a page when asked, from the first page', async () => {
    stored = Array.from({ length: 25 }, (_, i) => savedPassenger(i + 1));
    await renderApp({ path: '/passengers', user: USER, calls });
    await waitFor(() => expect(rows()).toHaveLength(10));
    const size = document.querySelector<HTMLElement>('.passengers-page__size')!;
    expect(size.querySelector('input[aria-haspopup="listbox"]')?.getAttribute('aria-label')).toBe('每页条数');
    fireEvent.click(size);
    const panel = await waitFor(() => {
      const open = document.querySelector<HTMLElement>('.p-dropdown-panel');
      if (!open) throw new Error('the sizes did not open');
      return open;
    });
    fireEvent.click(within(panel).getByRole('option', { name: '20', hidden: true }));
    await waitFor(() => expect(rows()).toHaveLength(20));
    expect(getPassengerPage).toHaveBeenLastCalledWith({ current: 1, size: 20 }, { signal: expect.any(AbortSignal) });
  });

  it('says when there is nobody yet, once the list has answered', async () => {
    stored = [];
    let answer: () => void = () => {};
    getPassengerPage.mockImplementationOnce(({ current, size }) => new Promise((resolve) => (answer = () => resolve(pageOf(stored, current, size)))));
    await renderApp({ path: '/passengers', user: USER, calls });
    await waitFor(() => expect(getPassengerPage).toHaveBeenCalled());
    expect(screen.queryByText('还没有常用旅客，点击“新增旅客”添加。')).toBeNull();
    answer();
    expect(await screen.findByText('还没有常用旅客，点击“新增旅客”添加。')).toBeTruthy();
  });

  it('a list that cannot load says so and loads again on retry', async () => {
    getPassengerPage.mockRejectedValueOnce(new ApiError('网络错误', { kind: 'network' }));
    await renderApp({ path: '/passengers', user: USER, calls });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('旅客列表暂时无法加载');
    fireEvent.click(within(alert).getByRole('button', { name: '重新加载' }));
    expect(await screen.findByText('张三1')).toBeTruthy();
  });

  it('adds a passenger: the messages of a missing field first, then saved, "保存成功", and listed', async () => {
    await openPage();
    fireEvent.click(screen.getByRole('button', { name: '新增旅客' }));
    expect(await screen.findByRole('dialog', { name: '新增旅客' })).toBeTruthy();
    fill('中文姓', '王');
    fireEvent.click(dialog().getByRole('button', { name: '保存' }));
    expect(await dialog().findByText('请输入中文名')).toBeTruthy();
    expect(dialog().getByText('请选择国籍')).toBeTruthy();
    expect(dialog().getByText('请输入日本联系地址')).toBeTruthy();
    expect(dialog().queryByText('请输入中文姓')).toBeNull();
    expect(submitPassenger).not.toHaveBeenCalled();

    fill('中文名', '五');
    fill('英文姓', 'Wang');
    fill('英文名', 'Wu');
    await choose('国籍', '日本');
    await choose('性别', '男');
    fill('出生日期', '2001-12-31');
    await choose('证件类型', '护照');
    fill('证件号码', 'EA7654321');
    fill('证件有效期', '2033-06-30');
    fill('日本手机号码', '09087654321');
    fill('日本联系地址', '大阪府大阪市北区梅田1-1');
    fireEvent.click(dialog().getByRole('button', { name: '保存' }));
    expect(await screen.findByText('保存成功')).toBeTruthy();
    expect(submitPassenger).toHaveBeenCalledWith(
      expect.objectContaining({
        cnSurname: '王',
        cnGivenName: '五',
        nationality: 'JP',
        gender: 'MALE',
        certificateType: 'PASSPORT',
        birthDate: '2001-12-31',
        career: '',
      }),
      undefined,
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(within(rows()[0]!).getByText('王五')).toBeTruthy());
  });

  it('shows the server’s refusal at its field and keeps the dialog and what was typed', async () => {
    await openPage();
    fireEvent.click(screen.getAllByRole('button', { name: '编辑 张三1' })[0]!);
    await screen.findByRole('dialog', { name: '编辑旅客' });
    await waitFor(() => expect((dialog().getByLabelText(label('证件号码'), { selector: 'input' }) as HTMLInputElement).value).toBe('E1000001'));
    submitPassenger.mockRejectedValueOnce(new ApiError('请从列表中选择', { kind: 'business', code: 10422, fields: { certificateType: '请从列表中选择' } }));
    fill('中文名', '三'); // the fixture's 三1 is no name the form takes (Chinese characters only)
    fill('证件号码', 'G1234567');
    fireEvent.click(dialog().getByRole('button', { name: '保存' }));
    expect(await dialog().findByText('请从列表中选择')).toBeTruthy();
    expect((dialog().getByLabelText(label('证件号码'), { selector: 'input' }) as HTMLInputElement).value).toBe('G1234567');
    expect(screen.queryByText('保存成功')).toBeNull();
  });

  it('edits the passenger as loaded now and saves it under its uuid', async () => {
    await openPage();
    stored = stored.map((p) => (p.uuid === 'p-1' ? { ...p, jpAddress: '京都府京都市' } : p));
    fireEvent.click(screen.getByRole('button', { name: '编辑 张三1' }));
    await screen.findByRole('dialog', { name: '编辑旅客' });
    await waitFor(() => expect((dialog().getByLabelText(label('日本联系地址'), { selector: 'input' }) as HTMLInputElement).value).toBe('京都府京都市'));
    expect(loadPassenger).toHaveBeenCalledWith('p-1', { signal: expect.any(AbortSignal) });
    fill('中文名', '三丰');
    fireEvent.click(dialog().getByRole('button', { name: '保存' }));
    expect(await screen.findByText('保存成功')).toBeTruthy();
    expect(submitPassenger).toHaveBeenCalledWith(expect.objectContaining({ cnGivenName: '三丰', jpAddress: '京都府京都市' }), 'p-1');
    expect(await screen.findByText('张三丰')).toBeTruthy();
  });

  it('closing the editor sends nothing', async () => {
    await openPage();
    fireEvent.click(screen.getByRole('button', { name: '新增旅客' }));
    await screen.findByRole('dialog');
    fireEvent.click(dialog().getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(submitPassenger).not.toHaveBeenCalled();
  });

  it('deletes only after "确定删除当前旅客吗？", then "删除成功"', async () => {
    await openPage();
    fireEvent.click(screen.getByRole('button', { name: '删除 张三1' }));
    const confirm = await screen.findByRole('dialog', { name: '删除旅客' });
    expect(within(confirm).getByText('确定删除当前旅客吗？')).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(deletePassenger).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: '删除 张三1' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: '删除旅客' })).getByRole('button', { name: '确定删除' }));
    expect(await screen.findByText('删除成功')).toBeTruthy();
    expect(deletePassenger).toHaveBeenCalledWith('p-1');
    await waitFor(() => expect(screen.queryByText('张三1')).toBeNull());
    expect(rows()).toHaveLength(1);
  });

  it('speaks Japanese: labels, field messages and the confirmation', async () => {
    await openPage('jp');
    fireEvent.click(screen.getByRole('button', { name: '乗船者を追加' }));
    await screen.findByRole('dialog', { name: '乗船者を追加' });
    fireEvent.click(dialog().getByRole('button', { name: '保存' }));
    expect(await dialog().findByText('漢字の姓を入力してください')).toBeTruthy();
    expect(dialog().getByText('生年月日を選択してください')).toBeTruthy();
    fireEvent.click(dialog().getByRole('button', { name: 'キャンセル' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: '张三1 を削除' }));
    expect(await screen.findByText('この乗船者を削除してもよろしいですか？')).toBeTruthy();
  });
});

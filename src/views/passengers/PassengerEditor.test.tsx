import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../app/testing/renderApp';
import type { CustomerServices } from '../../app/customerServices';
import type { Lang } from '../../domain/lang';
import { countriesIn, DICTS, fieldLabel, pageOf, savedPassenger } from './testing/fixtures';

type PassengerCalls = CustomerServices['passengers'];
type BaseDataCalls = CustomerServices['baseData'];
const submitPassenger = vi.fn<PassengerCalls['submitPassenger']>();
const calls = {
  baseData: {
    getCountries: vi.fn<BaseDataCalls['getCountries']>(async (lang: Lang) => countriesIn(lang)),
    getDictList: vi.fn<BaseDataCalls['getDictList']>(async (type) => DICTS[type] ?? []),
  },
  announcements: { getLatestAnnouncements: vi.fn<CustomerServices['announcements']['getLatestAnnouncements']>(async () => []) },
  passengers: {
    getPassengerPage: vi.fn<PassengerCalls['getPassengerPage']>(async ({ current, size }) => pageOf([savedPassenger(1)], current, size)),
    loadPassenger: vi.fn<PassengerCalls['loadPassenger']>(async () => savedPassenger(1)),
    submitPassenger,
    deletePassenger: vi.fn<PassengerCalls['deletePassenger']>(async () => null),
  },
};

beforeAll(async () => {
  await import('./PassengersPage');
}, 30_000);
beforeEach(() => submitPassenger.mockReset());
afterEach(cleanup);

const USER = { userId: 'u-1', logonId: 'demo.passenger' };
const editor = (name: string) => within(screen.getByRole('dialog', { name }));
const field = (name: string, text: string) => editor(name).getByLabelText(fieldLabel(text), { selector: 'input' }) as HTMLInputElement;
/** The question asked before discarding (PrimeReact's ConfirmDialog, a dialog of its own). */
const question = async (text: string) => within((await screen.findByText(text)).closest<HTMLElement>('[role="dialog"]')!);
const escape = (element: Element) => fireEvent.keyDown(element, { key: 'Escape', code: 'Escape' });

async function openEditor(lang: Lang, add: string, title: string) {
  await renderApp({ path: '/passengers', lang, user: USER, calls });
  fireEvent.click(await screen.findByRole('button', { name: add }, { timeout: 5000 }));
  await screen.findByRole('dialog', { name: title });
}

describe('the passenger editor dialog', { timeout: 20_000 }, () => {
  it('Escape in an open list closes the list only: the dialog stays with what was typed', async () => {
    await openEditor('zh', '新增旅客', '新增旅客');
    fireEvent.input(field('新增旅客', '中文姓'), { target: { value: '王' } });
    const gender = field('新增旅客', '性别').closest('.p-dropdown')!;
    await waitFor(() => expect(gender.querySelector('[data-pc-section="loadingicon"]')).toBeNull(), { timeout: 3000 });
    fireEvent.click(gender);
    // The list is open (its trigger says so); the keys go to the dropdown's focused input.
    await waitFor(() => expect(gender.querySelector('[aria-expanded="true"]')).not.toBeNull());
    await act(async () => {
      escape(gender.querySelector('input')!);
    });
    await waitFor(() => expect(gender.querySelector('[aria-expanded="true"]')).toBeNull());
    expect(screen.getByRole('dialog', { name: '新增旅客' })).toBeTruthy();
    expect(field('新增旅客', '中文姓').value).toBe('王');
    expect(screen.queryByText('放弃已填写的内容？')).toBeNull();
  });

  it('asks "放弃已填写的内容？" before a filled dialog is cancelled; going on keeps it, discarding closes it', async () => {
    await openEditor('zh', '新增旅客', '新增旅客');
    fireEvent.input(field('新增旅客', '中文姓'), { target: { value: '王' } });
    const cancel = editor('新增旅客').getByRole('button', { name: '取消' });
    cancel.focus();
    fireEvent.click(cancel);
    const ask = await question('放弃已填写的内容？');
    fireEvent.click(ask.getByRole('button', { name: '继续填写' }));
    await waitFor(() => expect(screen.queryByText('放弃已填写的内容？')).toBeNull());
    expect(field('新增旅客', '中文姓').value).toBe('王');
    // Back where the user was when asked.
    await waitFor(() => expect(document.activeElement).toBe(cancel));

    fireEvent.click(editor('新增旅客').getByRole('button', { name: '取消' }));
    fireEvent.click((await question('放弃已填写的内容？')).getByRole('button', { name: '放弃' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(submitPassenger).not.toHaveBeenCalled();
  });

  it('asks "入力内容を破棄しますか？" when Escape would close a filled dialog', async () => {
    await openEditor('jp', '乗船者を追加', '乗船者を追加');
    const surname = field('乗船者を追加', '漢字の姓');
    fireEvent.input(surname, { target: { value: '王' } });
    await act(async () => {
      escape(surname);
    });
    expect(await question('入力内容を破棄しますか？')).toBeTruthy();
    expect(field('乗船者を追加', '漢字の姓').value).toBe('王');
  });
});

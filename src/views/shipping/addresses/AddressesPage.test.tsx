import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../app/testing/renderApp';
import type { CustomerServices } from '../../../app/customerServices';
import type { Lang } from '../../../domain/lang';
import type { LoadingAddress } from '../../../domain/shipping/loadingAddresses';
import { ApiError } from '../../../domain/apiError';
import { fieldLabel } from '../../passengers/testing/fixtures';
import { ENTERPRISE_MENUS, ENTERPRISE_USER, pageOf } from '../testing/fixtures';

/** The calls the screen makes, handed in through the services context. */
const getAddressPage = vi.fn<CustomerServices['addresses']['getAddressPage']>();
const loadAddress = vi.fn<CustomerServices['addresses']['loadAddress']>();
const saveAddress = vi.fn<CustomerServices['addresses']['saveAddress']>();
const deleteAddress = vi.fn<CustomerServices['addresses']['deleteAddress']>();
const calls = {
  addresses: { getAddressPage, loadAddress, saveAddress, deleteAddress },
};

beforeAll(async () => {
  await import('./AddressesPage');
}, 30_000);

const address = (n: number, overrides: Partial<LoadingAddress> = {}): LoadingAddress => ({
  uuid: `a-${n}`,
  name: `苏州仓库${n}`,
  contact: '张伟',
  phone: '+86 512 6288 0000',
  countryCode: 'CN',
  city: '苏州',
  address: '江苏省苏州市工业园区星湖街 328 号',
  postcode: '215123',
  remarks: '',
  createdAt: '2026-11-20T02:00:00.000Z',
  updatedAt: '2026-11-20T02:00:00.000Z',
  ...overrides,
});

let stored: LoadingAddress[];
beforeEach(() => {
  stored = [address(1), address(2, { name: 'Osaka Depot', countryCode: 'JP', city: '大阪', contact: '渡辺' })];
  getAddressPage.mockImplementation(async ({ current, size, keyword }) =>
    pageOf(
      stored
        .filter((a) => !keyword || [a.name, a.city, a.address, a.contact].some((v) => v.toLowerCase().includes(keyword.toLowerCase())))
        .sort((a, b) => a.name.localeCompare(b.name)),
      current,
      size,
    ),
  );
  loadAddress.mockImplementation(async (uuid) => {
    const found = stored.find((a) => a.uuid === uuid);
    if (!found) throw new ApiError('数据不存在', { kind: 'business', code: 10404 });
    return found;
  });
  saveAddress.mockImplementation(async (form, uuid) => {
    const saved = address(uuid ? Number(uuid.slice(2)) : stored.length + 1, { ...form });
    stored = uuid ? stored.map((a) => (a.uuid === uuid ? saved : a)) : [...stored, saved];
    return saved;
  });
  deleteAddress.mockImplementation(async (uuid) => {
    stored = stored.filter((a) => a.uuid !== uuid);
    return null;
  });
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

const TITLE = { zh: '装货地址管理', jp: '積込場所管理' } as const;
const dialog = () => within(screen.getByRole('dialog'));
const fill = (text: string, value: string) => fireEvent.input(dialog().getByLabelText(fieldLabel(text), { selector: 'input' }), { target: { value } });
const rows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);

async function openPage(lang: Lang = 'zh') {
  await renderApp({ path: '/addressMgt', lang, user: ENTERPRISE_USER, menus: ENTERPRISE_MENUS, calls });
  await screen.findByRole('heading', { level: 1, name: TITLE[lang] }, { timeout: 5000 });
  await screen.findByText('苏州仓库1');
}

describe('loading addresses screen', { timeout: 20_000 }, () => {
  it('lists the addresses by name with their place and contact (zh), and searches by keyword', async () => {
    await openPage();
    expect(within(rows()[0]!).getByText('Osaka Depot')).toBeTruthy();
    expect(within(rows()[1]!).getByText('CN · 苏州 · 215123')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('关键词', { selector: 'input' }), { target: { value: ' 大阪 ' } });
    fireEvent.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(getAddressPage).toHaveBeenLastCalledWith({ current: 1, size: 10, keyword: '大阪' }, { signal: expect.any(AbortSignal) });
    fireEvent.change(screen.getByLabelText('关键词', { selector: 'input' }), { target: { value: 'nowhere' } });
    fireEvent.click(screen.getByRole('button', { name: '查询' }));
    expect(await screen.findByText('没有符合条件的装货地址。')).toBeTruthy();
  });

  it('speaks Japanese (jp)', async () => {
    await openPage('jp');
    expect(screen.getByRole('button', { name: '積込場所を追加' })).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: '担当者' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '積込場所を追加' }));
    await screen.findByRole('dialog', { name: '積込場所の追加' });
    fireEvent.click(dialog().getByRole('button', { name: '保存' }));
    expect(await dialog().findByText('住所の名称を入力してください')).toBeTruthy();
    expect(dialog().getByText('市区町村を入力してください')).toBeTruthy();
  });

  it('adds an address after the schema’s messages, and shows a server refusal at its field', async () => {
    await openPage();
    fireEvent.click(screen.getByRole('button', { name: '新增装货地址' }));
    await screen.findByRole('dialog', { name: '新增装货地址' });
    fill('邮政编码', '#1');
    fireEvent.click(dialog().getByRole('button', { name: '保存' }));
    expect(await dialog().findByText('请输入地址名称')).toBeTruthy();
    expect(dialog().getByText('请输入国家代码（如 CN、JP）')).toBeTruthy();
    expect(dialog().getByText('请输入详细地址')).toBeTruthy();
    expect(dialog().getByText('邮政编码只能包含数字、字母、空格和-')).toBeTruthy();
    expect(saveAddress).not.toHaveBeenCalled();

    saveAddress.mockRejectedValueOnce(new ApiError('参数校验失败', { kind: 'business', code: 10422, fields: { city: '请输入城市' } }));
    fill('地址名称', '昆山工厂');
    fill('国家代码', 'cn');
    fill('城市', '昆山');
    fill('详细地址', '江苏省昆山市前进东路 1 号');
    fill('邮政编码', '215300');
    fireEvent.click(dialog().getByRole('button', { name: '保存' }));
    expect(await dialog().findByText('请输入城市')).toBeTruthy();

    fireEvent.click(dialog().getByRole('button', { name: '保存' }));
    expect(await screen.findByText('装货地址已保存')).toBeTruthy();
    expect(saveAddress).toHaveBeenLastCalledWith(expect.objectContaining({ name: '昆山工厂', countryCode: 'CN', city: '昆山', postcode: '215300' }), undefined);
    expect(await screen.findByText('昆山工厂')).toBeTruthy();
  });

  it('deletes only after the confirmation', async () => {
    await openPage();
    fireEvent.click(screen.getByRole('button', { name: '删除 Osaka Depot' }));
    const confirm = within(await screen.findByRole('dialog', { name: '删除装货地址' }));
    fireEvent.click(confirm.getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(deleteAddress).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: '删除 Osaka Depot' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: '删除装货地址' })).getByRole('button', { name: '删除' }));
    expect(await screen.findByText('装货地址已删除')).toBeTruthy();
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(deleteAddress).toHaveBeenCalledWith('a-2');
  });
});

import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../app/testing/renderApp';
import type { CustomerServices } from '../../../app/customerServices';
import type { Lang } from '../../../domain/lang';
import type { Party } from '../../../domain/shipping/types';
import { ApiError } from '../../../domain/apiError';
import { chooseOption, fieldLabel } from '../../passengers/testing/fixtures';
import { ENTERPRISE_BUTTONS, ENTERPRISE_MENUS, ENTERPRISE_USER, pageOf, party } from '../testing/fixtures';

/** The calls the screen makes, handed in through the services context. */
const getPartyPage = vi.fn<CustomerServices['parties']['getPartyPage']>();
const loadParty = vi.fn<CustomerServices['parties']['loadParty']>();
const saveParty = vi.fn<CustomerServices['parties']['saveParty']>();
const deleteParty = vi.fn<CustomerServices['parties']['deleteParty']>();
const calls = {
  parties: { getPartyPage, loadParty, saveParty, deleteParty },
};

beforeAll(async () => {
  await import('./PartiesPage');
}, 30_000);

/** The enterprise's address book as the server keeps it, by name. */
let stored: Party[];

beforeEach(() => {
  stored = [
    party(1),
    party(2, {
      name: '株式会社なにわ商事',
      shipperInd: false,
      consigneeInd: true,
      notifyPartyInd: true,
      countryCode: 'JP',
      contact: '渡辺はなこ',
      address: '大阪府大阪市北区梅田1-1-1',
    }),
  ];
  getPartyPage.mockImplementation(async ({ current = 1, size = 10, name, role }) => {
    const flag = {
      SH: 'shipperInd',
      CO: 'consigneeInd',
      NF1: 'notifyPartyInd',
      NF2: 'secondNotifyPartyInd',
      NF3: 'destinationReceiver',
      FW: 'forwarderInd',
      BK: 'bookingInd',
    } as const;
    const found = stored.filter((p) => (!name || p.name.toLowerCase().includes(name.toLowerCase())) && (!role || p[flag[role]]));
    return pageOf(
      [...found].sort((a, b) => a.name.localeCompare(b.name)),
      current,
      size,
    );
  });
  loadParty.mockImplementation(async (uuid) => {
    const found = stored.find((p) => p.uuid === uuid);
    if (!found) throw new ApiError('数据不存在', { kind: 'business', code: 10404 });
    return found;
  });
  saveParty.mockImplementation(async (form, uuid) => {
    const saved = party(uuid ? 0 : stored.length + 1, { ...(stored.find((p) => p.uuid === uuid) ?? {}), ...form });
    stored = uuid ? stored.map((p) => (p.uuid === uuid ? saved : p)) : [...stored, saved];
    return saved;
  });
  deleteParty.mockImplementation(async (uuid) => {
    stored = stored.filter((p) => p.uuid !== uuid);
    return null;
  });
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

const dialog = () => within(screen.getByRole('dialog'));
const fill = (text: string, value: string) => fireEvent.input(dialog().getByLabelText(fieldLabel(text), { selector: 'input' }), { target: { value } });
const rows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);

async function openPage(lang: Lang = 'zh') {
  const app = await renderApp({ path: '/partyMgt', lang, user: ENTERPRISE_USER, menus: ENTERPRISE_MENUS, buttons: ENTERPRISE_BUTTONS, calls });
  await screen.findByRole('heading', { level: 1, name: lang === 'zh' ? '收发货人管理' : '荷主・荷受人管理' }, { timeout: 5000 });
  expect(await screen.findByText('上海东海国际贸易1')).toBeTruthy();
  return app;
}

describe('address book screen', { timeout: 20_000 }, () => {
  it('lists the parties by name with their roles, contact and address, in the container layout', async () => {
    await openPage();
    expect(getPartyPage).toHaveBeenCalledWith({ current: 1, size: 10 }, { signal: expect.any(AbortSignal) });
    const [first, second] = rows();
    expect(within(first!).getByText('上海东海国际贸易1')).toBeTruthy();
    expect(within(first!).getByText('托运人')).toBeTruthy();
    expect(within(second!).getByText('收货人')).toBeTruthy();
    expect(within(second!).getByText('通知人')).toBeTruthy();
    expect(within(second!).getByText('渡辺はなこ')).toBeTruthy();
    expect(screen.getByText('共 2 个相关方')).toBeTruthy();
    expect(document.querySelector('.layout-shipping .shipping-menu')).toBeTruthy();
  });

  it('searches by name and by role, from the first page, and resets', async () => {
    await openPage();
    fireEvent.change(screen.getByLabelText('名称', { selector: 'input' }), { target: { value: ' なにわ ' } });
    fireEvent.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(getPartyPage).toHaveBeenLastCalledWith({ current: 1, size: 10, name: 'なにわ' }, { signal: expect.any(AbortSignal) });
    expect(within(rows()[0]!).getByText('株式会社なにわ商事')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('名称', { selector: 'input' }), { target: { value: '' } });
    await chooseOption(within(screen.getByRole('search')), '类型', '托运人');
    fireEvent.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() => expect(getPartyPage).toHaveBeenLastCalledWith({ current: 1, size: 10, role: 'SH' }, { signal: expect.any(AbortSignal) }));
    await waitFor(() => expect(within(rows()[0]!).getByText('上海东海国际贸易1')).toBeTruthy());

    fireEvent.change(screen.getByLabelText('名称', { selector: 'input' }), { target: { value: 'nobody' } });
    fireEvent.click(screen.getByRole('button', { name: '查询' }));
    expect(await screen.findByText('没有符合条件的相关方')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '重置' }));
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(getPartyPage).toHaveBeenLastCalledWith({ current: 1, size: 10 }, { signal: expect.any(AbortSignal) });
  });

  it('draws no add, edit or delete without btn.party.edit in the stored list (spec §6), the list still shown', async () => {
    await renderApp({ path: '/partyMgt', user: ENTERPRISE_USER, menus: ENTERPRISE_MENUS, buttons: [], calls });
    expect(await screen.findByText('上海东海国际贸易1')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '新增相关方' })).toBeNull();
    expect(screen.queryByRole('button', { name: /编辑/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /删除/ })).toBeNull();
  });

  it('says the book is empty once it has answered, and offers a retry when it cannot load', async () => {
    stored = [];
    getPartyPage.mockRejectedValueOnce(new ApiError('网络错误', { kind: 'network' }));
    await renderApp({ path: '/partyMgt', user: ENTERPRISE_USER, menus: ENTERPRISE_MENUS, buttons: ENTERPRISE_BUTTONS, calls });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('相关方列表暂时无法加载');
    fireEvent.click(within(alert).getByRole('button', { name: '重新加载' }));
    expect(await screen.findByText('还没有相关方，点击“新增相关方”添加。')).toBeTruthy();
  });

  it('adds a party: the shared schema’s messages at the fields first, then saved with its role flags', async () => {
    await openPage();
    fireEvent.click(screen.getByRole('button', { name: '新增相关方' }));
    expect(await screen.findByRole('dialog', { name: '新增相关方' })).toBeTruthy();
    await waitFor(() => expect(document.activeElement?.id).toBe('party-name'));
    fill('邮箱', 'not-an-email');
    fill('国家代码', 'CHN');
    fireEvent.click(dialog().getByRole('button', { name: '保存' }));
    expect(await dialog().findByText('请输入相关方名称')).toBeTruthy();
    expect(dialog().getByText('请至少选择一种相关方类型')).toBeTruthy();
    expect(dialog().getByText('国家代码应为2位字母（如 CN、JP）')).toBeTruthy();
    expect(saveParty).not.toHaveBeenCalled();

    fill('名称', '  青岛远洋货运代理  ');
    fill('邮箱', 'fw@example.cn');
    fill('国家代码', 'cn');
    fireEvent.click(dialog().getByLabelText(/货代/));
    fireEvent.click(dialog().getByLabelText(/^通知人/));
    fireEvent.click(dialog().getByRole('button', { name: '保存' }));
    expect(await screen.findByText('保存成功')).toBeTruthy();
    expect(saveParty).toHaveBeenCalledWith(
      expect.objectContaining({
        name: '青岛远洋货运代理',
        email: 'fw@example.cn',
        countryCode: 'CN',
        forwarderInd: true,
        notifyPartyInd: true,
        shipperInd: false,
      }),
      undefined,
    );
    expect(saveParty.mock.calls[0]![0]).not.toHaveProperty('uuid');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText('青岛远洋货运代理')).toBeTruthy();
  });

  it('edits the party as the server holds it now, and shows a refusal at its field', async () => {
    await openPage();
    stored = stored.map((p) => (p.name === '上海东海国际贸易1' ? { ...p, contact: '李经理' } : p));
    fireEvent.click(screen.getByRole('button', { name: '编辑 上海东海国际贸易1' }));
    await screen.findByRole('dialog', { name: '编辑相关方' });
    await waitFor(() => expect((dialog().getByLabelText(fieldLabel('联系人'), { selector: 'input' }) as HTMLInputElement).value).toBe('李经理'));
    expect((dialog().getByLabelText(/托运人/) as HTMLInputElement).checked).toBe(true);

    saveParty.mockRejectedValueOnce(
      new ApiError('电话号码只能包含数字、空格、+、-、括号', { kind: 'business', code: 10422, fields: { phone: '电话号码只能包含数字、空格、+、-、括号' } }),
    );
    fill('电话', '021-5888-0000');
    fireEvent.click(dialog().getByRole('button', { name: '保存' }));
    expect(await dialog().findByText('电话号码只能包含数字、空格、+、-、括号')).toBeTruthy();
    expect(screen.queryByText('保存成功')).toBeNull();

    fill('地址', '上海市黄浦区中山东一路1号');
    fireEvent.click(dialog().getByRole('button', { name: '保存' }));
    expect(await screen.findByText('保存成功')).toBeTruthy();
    expect(saveParty).toHaveBeenLastCalledWith(
      expect.objectContaining({ contact: '李经理', address: '上海市黄浦区中山东一路1号', shipperInd: true }),
      party(1).uuid,
    );
  });

  it('deletes only after the confirmation naming the party', async () => {
    await openPage();
    fireEvent.click(screen.getByRole('button', { name: '删除 上海东海国际贸易1' }));
    const confirm = await screen.findByRole('dialog', { name: '删除相关方' });
    expect(within(confirm).getByText(/确定删除“上海东海国际贸易1”吗？/)).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(deleteParty).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: '删除 上海东海国际贸易1' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: '删除相关方' })).getByRole('button', { name: '确定删除' }));
    expect(await screen.findByText('删除成功')).toBeTruthy();
    expect(deleteParty).toHaveBeenCalledWith(party(1).uuid);
    await waitFor(() => expect(rows()).toHaveLength(1));
  });

  it('speaks Japanese: roles, field messages and the confirmation', async () => {
    await openPage('jp');
    expect(within(rows()[1]!).getByText('荷受人')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '関係者を追加' }));
    await screen.findByRole('dialog', { name: '関係者の追加' });
    fireEvent.click(dialog().getByRole('button', { name: '保存' }));
    expect(await dialog().findByText('関係者の名称を入力してください')).toBeTruthy();
    expect(dialog().getByText('関係者の種別を1つ以上選択してください')).toBeTruthy();
    fireEvent.click(dialog().getByRole('button', { name: 'キャンセル' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: '上海东海国际贸易1 を削除' }));
    expect(await screen.findByText(/「上海东海国际贸易1」を削除しますか？/)).toBeTruthy();
  });
});

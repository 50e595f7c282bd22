import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { customerServices, ServicesProvider, type CustomerServices } from '../../app/customerServices';
import { withFakes } from '../../app/testing/withFakes';
import { ApiError } from '../../domain/apiError';
import type { Lang } from '../../domain/lang';
import { PassengerPicker } from './PassengerPicker';
import { pageOf, renderInLang, savedPassenger } from './testing/fixtures';

/** The picker's call, handed in through the services context. */
const getPassengerPage = vi.fn<CustomerServices['passengers']['getPassengerPage']>();
const services = withFakes(customerServices, { passengers: { getPassengerPage } });
const renderPicker = (picker: ReactNode, lang?: Lang) => renderInLang(<ServicesProvider services={services}>{picker}</ServicesProvider>, lang);

afterEach(() => {
  cleanup();
  getPassengerPage.mockReset();
});

const open = () => fireEvent.click(screen.getByRole('button', { name: '从常用旅客中选择' }));
const dialog = () => within(screen.getByRole('dialog', { name: '选择常用旅客' }));

// Screens driven through PrimeReact in jsdom are slow when test files run side by side.
describe('saved-passenger picker', { timeout: 20_000 }, () => {
  it('lists the newest 50, leaves out the ones already chosen, and hands over the picked one', async () => {
    const all = Array.from({ length: 3 }, (_, i) => savedPassenger(i + 1));
    getPassengerPage.mockImplementation(async ({ current, size }) => pageOf(all, current, size));
    const onPick = vi.fn();
    renderPicker(<PassengerPicker onPick={onPick} excludeUuids={['p-2']} />);
    expect(getPassengerPage).not.toHaveBeenCalled();
    open();
    expect(await dialog().findByText('张三3')).toBeTruthy();
    expect(getPassengerPage).toHaveBeenCalledWith({ current: 1, size: 50 }, { signal: expect.any(AbortSignal) });
    expect((dialog().getByRole('button', { name: '已选择' }) as HTMLButtonElement).disabled).toBe(true);
    // The ID number masked in the list (issue 25); the passenger handed over keeps it whole.
    expect(dialog().getByText(/E1••••03/)).toBeTruthy();
    expect(dialog().queryByText(/E1000003/)).toBeNull();
    fireEvent.click(dialog().getByRole('button', { name: '选择 张三1' }));
    expect(onPick).toHaveBeenCalledWith(all[0]);
    expect(all[0]!.certificateNo).toBe('E1000001');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("marks a passenger whose ID has expired for the journey, in the page's language, and still hands them over to be updated", async () => {
    const expired = savedPassenger(1, { certificateExpiry: '2026-12-01' });
    const all = [expired, savedPassenger(2, { certificateExpiry: '2031-01-01' })];
    getPassengerPage.mockImplementation(async ({ current, size }) => pageOf(all, current, size));
    const onPick = vi.fn();
    renderPicker(<PassengerPicker onPick={onPick} idExpired={(p) => p.certificateExpiry < '2026-12-11'} />);
    open();
    await dialog().findByText('张三1');
    expect(
      dialog()
        .getAllByTestId('passenger-id-expired')
        .map((mark) => mark.textContent?.trim()),
    ).toEqual(['证件有效期（2026-12-01）早于本次航程最后到达日，选用前须更新']);
    expect(dialog().getByRole('button', { name: '选择 张三2' })).toBeTruthy();
    fireEvent.click(dialog().getByRole('button', { name: '选择并更新证件 张三1' }));
    expect(onPick).toHaveBeenCalledWith(expired);
  });

  it('finds by Chinese or English name, in any case', async () => {
    const all = [savedPassenger(1), savedPassenger(2, { cnSurname: '李', cnGivenName: '雷', enSurname: 'Li', enGivenName: 'Lei' })];
    getPassengerPage.mockImplementation(async ({ current, size }) => pageOf(all, current, size));
    renderPicker(<PassengerPicker onPick={vi.fn()} />);
    open();
    await dialog().findByText('李雷');
    const search = dialog().getByLabelText('按姓名查找');
    fireEvent.change(search, { target: { value: 'li lei' } });
    expect(dialog().queryByText('张三1')).toBeNull();
    expect(dialog().getByText('李雷')).toBeTruthy();
    fireEvent.change(search, { target: { value: '张' } });
    expect(dialog().getByText('张三1')).toBeTruthy();
    expect(dialog().queryByText('李雷')).toBeNull();
    fireEvent.change(search, { target: { value: '王' } });
    expect(dialog().getByText('没有符合条件的旅客')).toBeTruthy();
  });

  it('says when there are more than it shows', async () => {
    const all = Array.from({ length: 51 }, (_, i) => savedPassenger(i + 1, { createdAt: `2026-01-01 10:${String(i).padStart(2, '0')}:00` }));
    getPassengerPage.mockImplementation(async ({ current, size }) => pageOf(all, current, size));
    renderPicker(<PassengerPicker onPick={vi.fn()} />);
    open();
    expect(await dialog().findByText('仅显示最近的 50 位，共 51 位；可在“常用旅客”页面查看全部。')).toBeTruthy();
    expect(dialog().getAllByRole('listitem')).toHaveLength(50);
  });

  it('empty, and a failed load with a retry, in Japanese', async () => {
    getPassengerPage.mockRejectedValueOnce(new ApiError('network', { kind: 'network' }));
    getPassengerPage.mockResolvedValueOnce(pageOf([], 1, 50));
    renderPicker(<PassengerPicker onPick={vi.fn()} />, 'jp');
    fireEvent.click(screen.getByRole('button', { name: '登録済みの乗船者から選ぶ' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('乗船者リストを読み込めませんでした');
    fireEvent.click(within(alert).getByRole('button', { name: '再読み込み' }));
    expect(await screen.findByText('選択できる乗船者はいません')).toBeTruthy();
  });

  it('cannot be opened while disabled', () => {
    renderPicker(<PassengerPicker onPick={vi.fn()} disabled />);
    expect((screen.getByRole('button', { name: '从常用旅客中选择' }) as HTMLButtonElement).disabled).toBe(true);
  });
});

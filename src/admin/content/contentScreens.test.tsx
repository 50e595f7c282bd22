import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { CompanyProfile, RouteInstructions } from '../../domain/information';
import type { StaffAnnouncement } from '../../domain/staff/content';
import { STAFF_PATHS } from '../../domain/staff/paths';
import { consoleFetch, okTs, type ConsoleRequest } from '../testing/consoleFetch';
import { renderConsole } from '../testing/renderConsole';

/** The editor's console screens over a recorded server, in both languages. */

// Quill needs a real browser's selection; the journeys use it. Here the body is a plain text area.
vi.mock('./RichTextEditor', () => ({
  default: ({ value, labelId, onChange }: { value: string; labelId: string; onChange(html: string): void }) => (
    <textarea aria-labelledby={labelId} data-testid="rich-text" value={value} onChange={(e) => onChange(e.target.value)} />
  ),
}));

// The screens are lazy chunks: compiled once here, so no test's first look waits for the compiler.
beforeAll(async () => {
  await Promise.all([import('./AnnouncementsPage'), import('./AnnouncementEditPage'), import('./NoticeTextsPage'), import('./CompanyProfilePage')]);
}, 60_000);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const api = (path: string) => `/api${path}`;
/** The console's language codes (the catalogues' Japanese is `jp`). */
const LANG = { zh: 'zh', ja: 'jp' } as const;
const UUID = '3f2b8c1a-6d4e-4a9b-8c7d-1e2f3a4b5c6d';
const page = <T,>(records: T[]) => ({ records, total: records.length, current: 1, size: 10, pages: 1 });

function announcement(over: Partial<StaffAnnouncement> = {}): StaffAnnouncement {
  return {
    uuid: UUID,
    type: 'NOTICE',
    title: { zh: '春节期间航班调整', ja: '春節期間の運航変更' },
    body: { zh: '<p>二月停航两班。</p>', ja: '<p>2月は2便運休します。</p>' },
    published: false,
    publishTime: '2026-11-20T02:00:00.000Z',
    updatedAt: '2026-11-20T02:00:00.000Z',
    ...over,
  };
}

const TEXT = {
  zh: {
    title: '公告管理',
    draft: '未发布',
    published: '已发布',
    publish: '发布',
    publishOf: '发布公告：春节期间航班调整',
    save: '保存',
    titleRequired: '请填写标题',
    bodyRequired: '请填写正文',
    source: '编辑 HTML 源码',
  },
  ja: {
    title: 'お知らせ管理',
    draft: '非公開',
    published: '公開中',
    publish: '公開',
    publishOf: 'お知らせを公開：春節期間の運航変更',
    save: '保存',
    titleRequired: 'タイトルを入力してください',
    bodyRequired: '本文を入力してください',
    source: 'HTML ソースを編集',
  },
} as const;

describe.each(['zh', 'ja'] as const)('announcements (%s)', { timeout: 20_000 }, (lang) => {
  const t = TEXT[lang];

  it('lists drafts and published ones in the interface language and publishes one after confirmation', async () => {
    let current = announcement();
    const sent = consoleFetch({
      [api(STAFF_PATHS.announcementPage)]: () =>
        okTs(page([current, announcement({ uuid: 'b0000000-0000-4000-8000-000000000002', published: true, title: { zh: '新航线开通', ja: '新航路開設' } })])),
      [api(STAFF_PATHS.announcementPublish)]: (r: ConsoleRequest) => {
        current = { ...current, published: (r.body as { published: boolean }).published };
        return okTs(current);
      },
    });
    renderConsole('/content/announcements', { role: 'editor', lang: LANG[lang] });
    const row = (await screen.findByRole('link', { name: lang === 'zh' ? '春节期间航班调整' : '春節期間の運航変更' }, { timeout: 5000 })).closest('tr')!;
    expect(within(row).getByText(t.draft)).toBeTruthy();
    expect(screen.getByRole('link', { name: lang === 'zh' ? '新航线开通' : '新航路開設' }).closest('tr')!.textContent).toContain(t.published);

    await userEvent.click(within(row).getByRole('button', { name: t.publishOf }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: t.publish }));
    await waitFor(() => expect(sent.find((r) => r.path === api(STAFF_PATHS.announcementPublish))?.body).toEqual({ uuid: UUID, published: true }));
    await waitFor(() =>
      expect(
        within(screen.getByRole('link', { name: lang === 'zh' ? '春节期间航班调整' : '春節期間の運航変更' }).closest('tr')!).getByText(t.published),
      ).toBeTruthy(),
    );
  });

  it('refuses a new announcement without titles and bodies at their fields, previews the body sanitised, and saves both languages', async () => {
    const sent = consoleFetch({
      [api(STAFF_PATHS.announcementSave)]: (r: ConsoleRequest) => okTs(announcement({ ...(r.body as object), uuid: UUID })),
      [api(STAFF_PATHS.announcementLoad)]: okTs(announcement()),
      [api(STAFF_PATHS.audit)]: okTs([]),
    });
    const { location } = renderConsole('/content/announcements/new', { role: 'editor', lang: LANG[lang] });
    await userEvent.click(await screen.findByRole('button', { name: t.save }, { timeout: 5000 }));
    expect(await screen.findAllByText(t.titleRequired)).toHaveLength(2);
    expect(screen.getAllByText(t.bodyRequired)).toHaveLength(2);
    expect(sent.some((r) => r.path === api(STAFF_PATHS.announcementSave))).toBe(false);

    await userEvent.type(screen.getByRole('textbox', { name: lang === 'zh' ? /中文标题/ : /中国語タイトル/ }), '春节期间航班调整');
    await userEvent.type(screen.getByRole('textbox', { name: lang === 'zh' ? /日文标题/ : /日本語タイトル/ }), '春節期間の運航変更');
    const [zhBody, jaBody] = await screen.findAllByTestId('rich-text');
    await userEvent.click(zhBody!);
    await userEvent.paste('<p>二月停航</p><img src="x" onerror="alert(1)"><script>alert(2)</script>');
    await userEvent.click(jaBody!);
    await userEvent.paste('<p>2月は運休</p>');
    const preview = document.querySelector('.content-preview')!;
    await waitFor(() => expect(preview.textContent).toContain('二月停航'));
    expect(preview.querySelector('script, [onerror]')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: t.save }));
    await waitFor(() =>
      expect(sent.find((r) => r.path === api(STAFF_PATHS.announcementSave))?.body).toEqual({
        type: 'NOTICE',
        title: { zh: '春节期间航班调整', ja: '春節期間の運航変更' },
        body: { zh: '<p>二月停航</p><img src="x" onerror="alert(1)"><script>alert(2)</script>', ja: '<p>2月は運休</p>' },
      }),
    );
    await waitFor(() => expect(location.history.at(-1)).toBe(`/content/announcements/${UUID}`));
  });
});

describe.each(['zh', 'ja'] as const)('the notice page’s texts (%s)', { timeout: 20_000 }, (lang) => {
  const instructions: RouteInstructions = {
    version: 3,
    routes: [
      {
        ports: ['CNSHA', 'JPOSA'],
        vessel: { zh: '新鉴真号', ja: '新鑑真' },
        boarding: [
          {
            port: 'CNSHA',
            terminal: { zh: '国际客运中心', ja: '国際旅客ターミナル' },
            address: { zh: '上海市虹口区', ja: '上海市虹口区' },
            departures: { zh: '每周二 11:00', ja: '毎週火曜 11:00' },
            checkIn: { zh: '开船前 2 小时', ja: '出港 2 時間前' },
            access: { zh: '地铁 12 号线', ja: '地下鉄 12 号線' },
          },
        ],
        baggage: [{ zh: '每人 20 公斤', ja: 'お一人様 20 kg' }],
        documents: [{ zh: '护照', ja: 'パスポート' }],
      },
    ],
  };

  it('refuses a blank text in either language at its field and saves every route as the next version', async () => {
    const sent = consoleFetch({
      [api(STAFF_PATHS.routeInstructions)]: okTs(instructions),
      [api(STAFF_PATHS.routeInstructionsSave)]: (r: ConsoleRequest) => okTs({ version: 4, ...(r.body as object) }),
    });
    renderConsole('/content/notice', { role: 'editor', lang: LANG[lang] });
    const ja = lang === 'zh' ? '日文' : '日本語';
    const baggage = await screen.findByRole(
      'textbox',
      { name: new RegExp(`^${lang === 'zh' ? '行李规定 · 第 1 条' : '手荷物の規定 · 第 1 項'} \\(${ja}\\)`) },
      { timeout: 5000 },
    );
    await userEvent.clear(baggage);
    await userEvent.click(screen.getByRole('button', { name: lang === 'zh' ? '保存航线须知' : '乗船案内を保存' }));
    expect(await screen.findByText(lang === 'zh' ? '请填写此项' : '入力してください')).toBeTruthy();
    expect(sent.some((r) => r.path === api(STAFF_PATHS.routeInstructionsSave))).toBe(false);

    await userEvent.type(baggage, 'お一人様 30 kg まで');
    await userEvent.click(screen.getByRole('button', { name: lang === 'zh' ? '保存航线须知' : '乗船案内を保存' }));
    await waitFor(() => expect(sent.find((r) => r.path === api(STAFF_PATHS.routeInstructionsSave))).toBeTruthy());
    const saved = sent.find((r) => r.path === api(STAFF_PATHS.routeInstructionsSave))!.body as { routes: RouteInstructions['routes'] };
    expect(saved.routes[0]!.baggage).toEqual([{ zh: '每人 20 公斤', ja: 'お一人様 30 kg まで' }]);
    expect(saved.routes[0]!.documents).toEqual(instructions.routes[0]!.documents);
  });
});

describe.each(['zh', 'ja'] as const)('the about page’s texts (%s)', { timeout: 20_000 }, (lang) => {
  const profile: CompanyProfile = {
    founded: 1994,
    headquarters: { zh: '上海', ja: '上海' },
    introduction: [{ zh: '中日之间的客货航线。', ja: '日中間の旅客・貨物航路です。' }],
    highlights: [{ zh: '准点', ja: '定時運航' }],
    vessels: [
      {
        name: { zh: '新鉴真号', ja: '新鑑真' },
        route: ['CNSHA', 'JPOSA'],
        builtYear: 1994,
        grossTonnage: 14543,
        lengthMetres: 156.7,
        serviceSpeedKnots: 21,
        passengers: 345,
        containersTeu: 218,
        description: { zh: '上海—大阪', ja: '上海—大阪' },
      },
    ],
  };

  it('refuses a blank text and saves the profile with its vessel’s particulars', async () => {
    const sent = consoleFetch({
      [api(STAFF_PATHS.companyProfile)]: okTs(profile),
      [api(STAFF_PATHS.companyProfileSave)]: (r: ConsoleRequest) => okTs(r.body),
    });
    renderConsole('/content/about', { role: 'editor', lang: LANG[lang] });
    const ja = lang === 'zh' ? '日文' : '日本語';
    const highlight = await screen.findByRole(
      'textbox',
      { name: new RegExp(`^${lang === 'zh' ? '服务特色 · 第 1 条' : 'サービスの特長 · 第 1 項'} \\(${ja}\\)`) },
      { timeout: 5000 },
    );
    await userEvent.clear(highlight);
    const save = screen.getByRole('button', { name: lang === 'zh' ? '保存公司介绍' : '会社紹介を保存' });
    await userEvent.click(save);
    expect(await screen.findByText(lang === 'zh' ? '请填写此项' : '入力してください')).toBeTruthy();
    expect(sent.some((r) => r.path === api(STAFF_PATHS.companyProfileSave))).toBe(false);

    await userEvent.type(highlight, '定時運航率 98%');
    await userEvent.click(save);
    await waitFor(() =>
      expect(sent.find((r) => r.path === api(STAFF_PATHS.companyProfileSave))?.body).toEqual({
        ...profile,
        highlights: [{ zh: '准点', ja: '定時運航率 98%' }],
      }),
    );
  });
});

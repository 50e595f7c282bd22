import { pageOf, type Page } from '../../../src/domain/envelope';
import type { AnnouncementBody, AnnouncementPageQuery, StaffAnnouncement } from '../../../src/domain/staff/content';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { notFound, validation, type FieldErrors } from '../../lib/errors';
import { isUuid } from '../../../src/domain/ids';
import { recordStaffAction } from './audit';
import { toStaffAnnouncement, type ContentRepository } from './content.repository';
import { sanitizeAnnouncementHtml } from './sanitizeHtml';

const field = (message: string, jpMessage: string) => ({ message, jpMessage });

/** The editor's announcements: both languages' titles and bodies (sanitised on save), published or not. */
export function createStaffContent({ db, repositoryFor, clock }: { db: Db; repositoryFor: (db: Db) => ContentRepository; clock: Clock }) {
  const repository = repositoryFor(db);

  return {
    async page(query: AnnouncementPageQuery & { current: number; size: number }): Promise<Page<StaffAnnouncement>> {
      const { rows, total } = await repository.page(
        { ...(query.type ? { type: query.type } : {}), ...(query.published === undefined ? {} : { published: query.published }) },
        (query.current - 1) * query.size,
        query.size,
      );
      return pageOf(rows.map(toStaffAnnouncement), total, query);
    },

    /** One announcement, published or not (10404 when unknown). */
    async load(uuid: string): Promise<StaffAnnouncement> {
      const row = isUuid(uuid) ? await repository.find(uuid) : undefined;
      if (!row) throw notFound();
      return toStaffAnnouncement(row);
    },

    async save(staffId: string, body: AnnouncementBody): Promise<StaffAnnouncement> {
      const fields: FieldErrors = {};
      const titleZh = body.title.zh.trim();
      const titleJa = body.title.ja.trim();
      const bodyZh = sanitizeAnnouncementHtml(body.body.zh);
      const bodyJa = sanitizeAnnouncementHtml(body.body.ja);
      if (!titleZh) fields['title.zh'] = field('请填写中文标题', '中国語のタイトルを入力してください');
      if (!titleJa) fields['title.ja'] = field('请填写日文标题', '日本語のタイトルを入力してください');
      // A body that was nothing but what the sanitiser removes is empty.
      if (!bodyZh) fields['body.zh'] = field('请填写中文正文', '中国語の本文を入力してください');
      if (!bodyJa) fields['body.ja'] = field('请填写日文正文', '日本語の本文を入力してください');
      const publishTime = body.publishTime === undefined ? undefined : new Date(body.publishTime);
      if (publishTime && Number.isNaN(publishTime.getTime())) fields.publishTime = field('发布时间格式不正确', '公開日時の形式が正しくありません');
      if (body.uuid !== undefined && !isUuid(body.uuid)) throw notFound();
      if (Object.keys(fields).length) throw validation(fields);
      const now = clock();
      const values = { type: body.type, titleZh, titleJa, bodyZh, bodyJa, updatedAt: now, ...(publishTime ? { publishTime } : {}) };
      return db.transaction(async (tx) => {
        const store = repositoryFor(tx);
        if (body.uuid === undefined) {
          const row = await store.insert({ ...values, published: false, publishTime: publishTime ?? now, createdAt: now });
          const after = toStaffAnnouncement(row);
          await recordStaffAction(tx, {
            staffUserId: staffId,
            action: 'announcement.create',
            recordType: 'announcement',
            recordId: row.uuid,
            before: null,
            after,
          });
          return after;
        }
        const current = await store.lock(body.uuid);
        if (!current) throw notFound();
        const after = toStaffAnnouncement(await store.update(body.uuid, values));
        await recordStaffAction(tx, {
          staffUserId: staffId,
          action: 'announcement.update',
          recordType: 'announcement',
          recordId: body.uuid,
          before: toStaffAnnouncement(current),
          after,
        });
        return after;
      });
    },

    async publish(staffId: string, uuid: string, published: boolean): Promise<StaffAnnouncement> {
      if (!isUuid(uuid)) throw notFound();
      return db.transaction(async (tx) => {
        const store = repositoryFor(tx);
        const current = await store.lock(uuid);
        if (!current) throw notFound();
        if (current.published === published) return toStaffAnnouncement(current);
        const after = toStaffAnnouncement(await store.update(uuid, { published, updatedAt: clock() }));
        await recordStaffAction(tx, {
          staffUserId: staffId,
          action: published ? 'announcement.publish' : 'announcement.unpublish',
          recordType: 'announcement',
          recordId: uuid,
          before: { published: current.published },
          after: { published },
        });
        return after;
      });
    },
  };
}
export type StaffContent = ReturnType<typeof createStaffContent>;

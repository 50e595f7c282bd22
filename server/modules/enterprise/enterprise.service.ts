import type { AccountInfo, DisableBody, EnterpriseReviewItem, RegisteredAnswer, ReviewBody } from '../../../src/domain/identityApi';
import type { Lang } from '../../../src/domain/lang';
import { pageOf, type Page } from '../../../src/domain/envelope';
import type { ButtonKey, EnterpriseState } from '../../../src/domain/roles';
import { ENTERPRISE_STATES, initialEnterpriseState, nextEnterpriseState, type EnterpriseEvent } from '../../../src/machines/enterprise.machine';
import type { AccountForm, RegisterEnterpriseForm } from '../../../src/domain/validation/accountSchemas';
import type { Db } from '../../db/client';
import { emailKey, logonIdKey, phoneKey } from '../../lib/accountKeys';
import type { AuthUser } from '../../lib/auth/guards';
import { hashPassword } from '../../lib/auth/passwords';
import type { Clock } from '../../lib/clock';
import { notFound, type AppError } from '../../lib/errors';
import { isUuid } from '../../../src/domain/ids';
import { rateKey, type RateLimiter } from '../../lib/rateLimit';
import type { FilesService } from '../files/files.service';
import { licenseFileUnusable } from '../files/files.errors';
import { alreadyTaken, type UniqueField } from '../users/users.errors';
import { UNIQUE_INDEX_FIELD, type UsersRepository } from '../users/users.repository';
import { rethrowAsTaken, toAccountInfo, type UsersService } from '../users/users.service';
import type { VerificationService } from '../verification/verification.service';
import { recordStaffAction } from '../staff/audit';
import type { MessagesRepository } from '../shipping/messages/messages.repository';
import { moveRefused, rejectionReasonRequired } from './enterprise.errors';
import { CREDIT_CODE_INDEX, type EnterpriseRepository } from './enterprise.repository';
import { enterpriseMessage, type EnterpriseMessageType } from '../../../src/domain/shipping/enterpriseMessages';

/** The permission that makes a user a reviewer of enterprise applications (the reviewer role carries it). */
const REVIEW_BUTTON: ButtonKey = 'btn.staff.enterpriseReview';

/** validatePhoneNum and validateEmail tell whether a value is taken, so they are counted per client address. */
export const AVAILABILITY_CHECKS_PER_IP = { limit: 20, windowSeconds: 600 };

/** What the token service offers this module: ending every session of an enterprise's users at once. */
interface EnterpriseSessions {
  /** `tx` joins the caller's transaction */
  revokeAllOfEnterprise(enterpriseId: string, tx?: Db): Promise<number>;
}

interface Deps {
  db: Db;
  repositoryFor: (db: Db) => EnterpriseRepository;
  usersRepositoryFor: (db: Db) => UsersRepository;
  users: UsersService;
  verification: VerificationService;
  files: FilesService;
  sessions: EnterpriseSessions;
  /** the enterprise's messages over a transaction: each one's mail goes to the outbox in that transaction */
  messagesFor: (db: Db) => Pick<MessagesRepository, 'insert'>;
  limiter: RateLimiter;
  clock: Clock;
}

type Outcome<T> = { ok: true; value: T } | { ok: false; error: AppError };

export interface EnterpriseStateAnswer {
  logonId: string;
  enterpriseId: string | null;
  state: EnterpriseState | null;
  reviewReason: string | null;
}

export interface MoveAnswer {
  enterpriseId: string;
  state: EnterpriseState;
}

const canReview = (viewer: AuthUser) => viewer.buttons.includes(REVIEW_BUTTON);

/** The message each decision writes to the enterprise (its users read it on /myMessage and by mail). */
const MESSAGE_OF: Record<EnterpriseEvent['type'], EnterpriseMessageType> = {
  'enterprise.approve': 'ENTERPRISE_APPROVED',
  'enterprise.reject': 'ENTERPRISE_REJECTED',
  'enterprise.disable': 'ENTERPRISE_DISABLED',
  'enterprise.enable': 'ENTERPRISE_ENABLED',
};

function storedState(value: unknown, fallback: EnterpriseState): EnterpriseState {
  return (ENTERPRISE_STATES as readonly unknown[]).includes(value) ? (value as EnterpriseState) : fallback;
}

/**
 * Enterprise accounts: registration (a company, its licence and its first user, waiting
 * for review), the reviewer's queue and decisions, and what a user may read of them.
 * Every review move is asked of the enterprise statechart. Another user's record
 * answers not found, exactly like a record that does not exist.
 */
export function createEnterpriseService(deps: Deps) {
  const { db, repositoryFor, usersRepositoryFor, users, verification, files, sessions, messagesFor, limiter, clock } = deps;
  const repository = repositoryFor(db);
  const usersRepository = usersRepositoryFor(db);

  /** A user the viewer may read: themselves, or (for a reviewer) any customer. */
  async function visibleUser(viewer: AuthUser, userId: string) {
    if (!isUuid(userId)) throw notFound();
    if (viewer.userId !== userId && !canReview(viewer)) throw notFound();
    const user = await usersRepository.findById(userId);
    if (!user) throw notFound();
    if (viewer.userId !== userId && user.role !== 'individual' && user.role !== 'enterprise') throw notFound();
    return user;
  }

  /** Applies one move of the statechart, or refuses it and changes nothing. */
  async function move(reviewer: AuthUser, enterpriseId: string, event: EnterpriseEvent): Promise<MoveAnswer> {
    if (!isUuid(enterpriseId)) throw notFound();
    return db.transaction(async (tx) => {
      const store = repositoryFor(tx);
      const current = await store.findForUpdate(enterpriseId);
      if (!current) throw notFound();
      const next = nextEnterpriseState(storedState(current.stateValue, current.state), current.reviewReason, event);
      if (!next) throw moveRefused(event.type);
      const now = clock();
      await store.setState(enterpriseId, {
        state: next.state,
        stateValue: next.state,
        reviewReason: next.reason,
        reviewedBy: reviewer.userId,
        reviewedAt: now,
      });
      // In the same transaction: the moment the state says disabled, no session of it is left.
      if (event.type === 'enterprise.disable') await sessions.revokeAllOfEnterprise(enterpriseId, tx);
      await recordStaffAction(tx, {
        staffUserId: reviewer.userId,
        action: event.type,
        recordType: 'enterprise',
        recordId: enterpriseId,
        before: { state: current.state, reviewReason: current.reviewReason },
        after: { state: next.state, reviewReason: next.reason },
      });
      // In the same transaction too: the decision and its notice (message and mail) stand or fall together.
      // To the enterprise, not one user: all its users are told. Disabling the enterprise leaves each user's own
      // disabledAt alone, so the outbox's recipients still include them and the notice of it reaches them.
      const applicant = await store.item(enterpriseId);
      const type = MESSAGE_OF[event.type];
      await messagesFor(tx).insert({
        enterpriseId,
        userId: null,
        bookingUuid: null,
        type,
        ...enterpriseMessage(type, { companyName: applicant?.companyName ?? '', logonId: applicant?.logonId ?? '', reason: next.reason }),
        createdAt: now,
      });
      return { enterpriseId, state: next.state };
    });
  }

  return {
    /** ebCompanyUserRegister: the enterprise waits for review; its licence is attached to its first user. */
    async register(form: RegisterEnterpriseForm, lang: Lang = 'zh'): Promise<RegisteredAnswer> {
      const taken: UniqueField[] = await users.takenAmong(form);
      if (await repository.creditCodeTaken(form.creditCode)) taken.push('creditCode');
      if (taken.length) throw alreadyTaken(taken);
      if (!(await files.isUnattachedLicense(form.licenseFileId))) throw licenseFileUnusable();

      const passwordHash = await hashPassword(form.password);
      const state = initialEnterpriseState();
      const outcome = await db
        .transaction(async (tx): Promise<Outcome<RegisteredAnswer>> => {
          const check = await verification.redeem(tx, { email: form.email, purpose: 'register', code: form.emailCode });
          if (!check.ok) return check;
          const now = clock();
          const enterprise = await repositoryFor(tx).insert({
            cnName: form.companyName,
            creditCode: form.creditCode,
            contactName: form.contactName,
            licenseFileId: form.licenseFileId,
            state,
            stateValue: state,
            createdAt: now,
          });
          const user = await usersRepositoryFor(tx).insert({
            logonId: form.logonId,
            logonIdKey: logonIdKey(form.logonId),
            passwordHash,
            role: 'enterprise',
            nickname: form.contactName,
            cnName: form.contactName,
            email: form.email,
            emailKey: emailKey(form.email),
            phone: form.phone,
            phoneKey: phoneKey(form.phone),
            enterpriseId: enterprise.id,
            lang,
            consentVersion: form.consentVersion,
            consentedAt: now,
            createdAt: now,
          });
          await files.attachBusinessLicense(tx, form.licenseFileId, user.id);
          return { ok: true, value: { userId: user.id, logonId: form.logonId, state } };
        })
        .catch((error: unknown) => rethrowAsTaken(error, { ...UNIQUE_INDEX_FIELD, [CREDIT_CODE_INDEX]: 'creditCode' }));
      if (!outcome.ok) throw outcome.error;
      return outcome.value;
    },

    /** validatePhoneNum: true when no account uses the number. */
    async isPhoneFree(phone: string, ip: string): Promise<boolean> {
      await limiter.enforce(rateKey('availability', ip), AVAILABILITY_CHECKS_PER_IP);
      return (await usersRepository.takenFields({ phoneKey: phoneKey(phone) })).length === 0;
    },

    /** validateEmail: true when no account uses the address. */
    async isEmailFree(email: string, ip: string): Promise<boolean> {
      await limiter.enforce(rateKey('availability', ip), AVAILABILITY_CHECKS_PER_IP);
      return !(await usersRepository.emailRegistered(emailKey(email)));
    },

    /** selectReviewUsersById: the reviewer's queue. */
    async reviewQueue(query: { current: number; size: number; state?: EnterpriseState }): Promise<Page<EnterpriseReviewItem>> {
      const { records, total } = await repository.page({ state: query.state, offset: (query.current - 1) * query.size, limit: query.size });
      return pageOf(records, total, query);
    },

    /** selectCustomersById: an enterprise user's company and review details. */
    async customer(viewer: AuthUser, userId: string): Promise<EnterpriseReviewItem> {
      const user = await visibleUser(viewer, userId);
      const item = user.enterpriseId ? await repository.itemOfUser(user.id) : undefined;
      if (!item) throw notFound();
      return item;
    },

    /** reviewUsersById: approve, or reject with a reason; the applicant is told (message and mail) either way. */
    async review(reviewer: AuthUser, { enterpriseId, approved, reason }: ReviewBody): Promise<MoveAnswer> {
      const trimmed = reason?.trim() ?? '';
      if (!approved && !trimmed) throw rejectionReasonRequired();
      return move(reviewer, enterpriseId, approved ? { type: 'enterprise.approve' } : { type: 'enterprise.reject', reason: trimmed });
    },

    /** isDisableUsersById: disabling ends every session of the enterprise's users at once; they are told either way. */
    setDisabled: (reviewer: AuthUser, { enterpriseId, disabled }: DisableBody): Promise<MoveAnswer> =>
      move(reviewer, enterpriseId, { type: disabled ? 'enterprise.disable' : 'enterprise.enable' }),

    /** updateUserById: the caller's own contact details (an id, when given, must be the caller's). */
    async updateOwn(viewer: AuthUser, id: string | undefined, form: AccountForm): Promise<AccountInfo> {
      if (id !== undefined && id !== viewer.userId) throw notFound();
      return users.updateAccount(viewer.userId, form);
    },

    /** selectPhoneById */
    async phone(viewer: AuthUser, userId: string): Promise<{ userId: string; phone: string }> {
      const user = await visibleUser(viewer, userId);
      return { userId: user.id, phone: user.phone };
    },

    /** selectUserById */
    async user(viewer: AuthUser, userId: string): Promise<AccountInfo> {
      return toAccountInfo(await visibleUser(viewer, userId));
    },

    /** selectEnterpriseStateById: by login name, the caller's own or (for a reviewer) a customer's. */
    async stateOf(viewer: AuthUser, logonId: string): Promise<EnterpriseStateAnswer> {
      const user = await usersRepository.findByLogonIdKey(logonIdKey(logonId));
      if (!user) throw notFound();
      await visibleUser(viewer, user.id);
      const reason = user.enterpriseId ? ((await repository.item(user.enterpriseId))?.reviewReason ?? null) : null;
      return { logonId: user.logonId, enterpriseId: user.enterpriseId, state: user.enterpriseState, reviewReason: reason };
    },

    /** The business licence of an enterprise, for the reviewer. */
    async licenseFile(enterpriseId: string) {
      const fileId = isUuid(enterpriseId) ? await repository.licenseFileId(enterpriseId) : undefined;
      if (!fileId) throw notFound();
      return files.open(fileId);
    },
  };
}
export type EnterpriseService = ReturnType<typeof createEnterpriseService>;

import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import type { Db } from '../db/client';
import type { TokenService } from '../lib/auth/tokens';
import { createBackground } from '../lib/background';
import type { Clock } from '../lib/clock';
import { createFolderFileStore, type FileStore } from '../lib/files/fileStore';
import type { Mailer } from '../lib/mail/mailer';
import { createRateLimiter } from '../lib/rateLimit';
import { createEnterpriseRepository } from './enterprise/enterprise.repository';
import { enterpriseRoutes } from './enterprise/enterprise.routes';
import { createEnterpriseService } from './enterprise/enterprise.service';
import { createMessagesRepository, type OnMessage } from './shipping/messages/messages.repository';
import { createFilesRepository } from './files/files.repository';
import { filesRoutes } from './files/files.routes';
import { createFilesService } from './files/files.service';
import { createUsersRepository } from './users/users.repository';
import { usersRoutes } from './users/users.routes';
import { createUsersService } from './users/users.service';
import { createVerificationRepository } from './verification/verification.repository';
import { verificationRoutes } from './verification/verification.routes';
import { createVerificationService } from './verification/verification.service';

export interface AccountModuleDeps {
  config: Config;
  db: Db;
  clock: Clock;
  mailer: Mailer;
  /** sessions end when a password changes and when an enterprise is disabled */
  tokens: Pick<TokenService, 'revokeAllOfUser' | 'revokeAllOfEnterprise'>;
  /** by default the folder `config.files.dir` */
  fileStore?: FileStore;
  /** each message to an enterprise, in its decision's transaction (its mail goes to the outbox) */
  onMessage?: OnMessage;
}

/**
 * The account modules (e-mail codes, individual and enterprise users, licence upload)
 * built from the shared dependencies. Register after the auth hook, so that the
 * guards see `request.auth`.
 */
export async function registerAccountModules(app: FastifyInstance, deps: AccountModuleDeps): Promise<void> {
  const { config, db, clock, mailer, tokens } = deps;
  const limiter = createRateLimiter({ db, clock });
  const background = createBackground(app.log);
  // Mail still being sent after an answer goes out when the server closes, not lost.
  app.addHook('onClose', () => background.drain());

  const usersRepositoryFor = (on: Db) => createUsersRepository({ db: on });
  const verification = createVerificationService({
    db,
    repositoryFor: (on) => createVerificationRepository({ db: on }),
    mailer,
    limiter,
    background,
    clock,
    emailRegistered: (key) => usersRepositoryFor(db).emailRegistered(key),
    codeRequestsPerIp: config.auth.codeRequestsPerIp,
  });
  await app.register(verificationRoutes, { service: verification });

  const users = createUsersService({ db, repositoryFor: usersRepositoryFor, verification, sessions: tokens, limiter, background, clock, mailer });
  await app.register(usersRoutes, { service: users });

  const files = createFilesService({
    db,
    repositoryFor: (on) => createFilesRepository({ db: on }),
    store: deps.fileStore ?? createFolderFileStore(config.files.dir),
    limiter,
    clock,
    uploadsPerIp: config.files.licenceUploadsPerIp,
  });
  await app.register(filesRoutes, { service: files, maxUploadBytes: config.files.maxUploadBytes });

  const enterprise = createEnterpriseService({
    db,
    repositoryFor: (on) => createEnterpriseRepository({ db: on }),
    usersRepositoryFor,
    users,
    verification,
    files,
    sessions: tokens,
    messagesFor: (on) => createMessagesRepository({ db: on, onInsert: deps.onMessage }),
    limiter,
    clock,
  });
  await app.register(enterpriseRoutes, { service: enterprise, users });
}

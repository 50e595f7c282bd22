import { request as playwrightRequest } from '@playwright/test';
import { join } from 'node:path';
import { langOf, test as journeyTest } from '../fixtures';
import { newcomer, NEWCOMER_PASSWORD, registerIndividualByApi, submitLogin } from '../support/identity';
import { readEmailCode } from '../support/outbox';
import { recordMachines } from './coverage';
import { catalogueOf, type PathContext } from './pageModel';

/**
 * The generated paths' test: pages that record their statecharts, and one user per worker
 * signed in once, whose stored session every signed-in path starts from (those paths only
 * buy and pay); the session's paths start signed out and log in as that user.
 */
export const test = journeyTest.extend<{ ctx: PathContext; signedIn: boolean }, { signedInState: { file: string; logonId: string } }>({
  signedInState: [
    async ({ browser }, use, workerInfo) => {
      const baseURL = workerInfo.project.use.baseURL!;
      const request = await playwrightRequest.newContext({ baseURL });
      const user = newcomer(workerInfo.project.name, 't');
      await registerIndividualByApi(request, user, NEWCOMER_PASSWORD, readEmailCode);
      const context = await browser.newContext({ baseURL, locale: workerInfo.project.use.locale });
      const page = await context.newPage();
      await page.goto('login?redirect=%2Forders');
      await submitLogin(page, user.logonId, NEWCOMER_PASSWORD);
      await page.waitForURL(/\/tickets\/orders/);
      const file = join(workerInfo.project.outputDir, `paths-signed-in-${workerInfo.workerIndex}.json`);
      await context.storageState({ path: file });
      await context.close();
      await request.dispose();
      await use({ file, logonId: user.logonId });
    },
    { scope: 'worker' },
  ],
  signedIn: [true, { option: true }],
  storageState: async ({ signedIn, signedInState }, use) => {
    await use(signedIn ? signedInState.file : { cookies: [], origins: [] });
  },
  ctx: async ({ page, request, signedInState }, use, testInfo) => {
    await recordMachines(page);
    const lang = langOf(testInfo.project.name);
    await use({ page, request, lang, m: catalogueOf(lang), found: { logonId: signedInState.logonId } });
  },
});

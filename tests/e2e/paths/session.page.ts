import { expect } from '../fixtures';
import { NEWCOMER_PASSWORD, submitLogin } from '../support/identity';
import { serverAnswers, type PageModel, type PathContext } from './pageModel';

const loginLink = (ctx: PathContext) => ctx.page.getByRole('banner').getByRole('link', { name: ctx.m['header.login'], exact: true });
const accountLink = (ctx: PathContext) => ctx.page.getByRole('banner').getByRole('link', { name: ctx.found.logonId as string, exact: true });

/** The header and the login page, as the session chart drives them. */
export const sessionPage: PageModel = {
  async prepare(_walk, ctx) {
    await ctx.page.goto('');
  },
  gestures: {
    'session.tokenReceived': async (_event, ctx) => {
      await loginLink(ctx).click();
      await submitLogin(ctx.page, ctx.found.logonId as string, NEWCOMER_PASSWORD);
    },
    'xstate.done.actor.loadUserInfo': serverAnswers,
    'session.logout': async (_event, ctx) => {
      // A mark on this document: the reload after the logout replaces it.
      await ctx.page.evaluate(() => Object.assign(window, { __beforeLogout: true }));
      await ctx.page.getByRole('banner').getByRole('button', { name: ctx.m['header.personalCenter'] }).click();
      await ctx.page.getByRole('button', { name: ctx.m['header.logout'] }).click();
    },
    'xstate.done.actor.revokeToken': serverAnswers,
  },
  states: {
    'session.anonymous': async (ctx) => {
      await expect(loginLink(ctx)).toBeVisible();
      await expect(accountLink(ctx)).toHaveCount(0);
    },
    // Passing: the user's info may be in already.
    'session.loadingUser': async (ctx) => expect(loginLink(ctx).or(accountLink(ctx)).first()).toBeAttached(),
    'session.active.scheduled': async (ctx) => expect(accountLink(ctx)).toBeVisible(),
    // Passing: the token is revoked, then the page reloads.
    'session.loggingOut': async (ctx) => expect(ctx.page.getByRole('banner')).toBeVisible(),
    // The page reloaded without the session: nothing of it is stored.
    'session.loggedOut': async (ctx) => {
      await expect.poll(() => ctx.page.evaluate(() => document.readyState === 'complete' && !('__beforeLogout' in window)).catch(() => false)).toBe(true);
      await expect(loginLink(ctx)).toBeVisible();
      await expect(accountLink(ctx)).toHaveCount(0);
    },
  },
};

import type { APIRequestContext, Page } from '@playwright/test';
import type { EventObject } from 'xstate';
import zh from '../../../src/i18n/zh.json' with { type: 'json' };
import ja from '../../../src/i18n/ja.json' with { type: 'json' };

export type Catalogue = typeof zh;

/** What a gesture or an assertion works with: the page, the server, the language's texts, and what earlier steps found. */
export interface PathContext {
  page: Page;
  request: APIRequestContext;
  lang: 'zh' | 'ja';
  /** the app's own message catalogue, so the page models read what the screens say */
  m: Catalogue;
  /** what a step leaves for the next ones (the days picked, the order made) */
  found: Record<string, unknown>;
  /** every leaf state the path expects now (a state's check may depend on a parallel region's) */
  expected?: string[];
}

export const catalogueOf = (lang: 'zh' | 'ja'): Catalogue => (lang === 'zh' ? zh : (ja as Catalogue));

/**
 * A screen's side of a UI path model: each event a user gesture (or, for a server's answer,
 * nothing to do), each leaf state the assertions that show the screen is in it.
 */
export interface PageModel {
  /** what a path of `walk` needs before its first event (an order to pay, say) */
  prepare?(walk: string, ctx: PathContext): Promise<void>;
  gestures: Record<string, (event: EventObject, ctx: PathContext) => Promise<void>>;
  states: Record<string, (ctx: PathContext) => Promise<void>>;
}

/** The gesture of an answer the real server gives on its own: nothing to do but wait for the next state's assertions. */
export const serverAnswers = async () => {};

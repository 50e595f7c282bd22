import AxeBuilder from '@axe-core/playwright';
import { readFileSync } from 'node:fs';
import type { Page, TestInfo } from '@playwright/test';
import { expect } from '../fixtures';

/** WCAG 2.1 level A and AA, as issue 10 asks. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const BLOCKING = new Set(['serious', 'critical']);

export interface Finding {
  screen: string;
  rule: string;
  impact: string;
  help: string;
  targets: string[];
}

/**
 * The route paths of a wouter table in a source file (`path: '/…'` entries), read as text:
 * importing the tables would pull the React screens into the test runner.
 */
export function tablePaths(sourceFile: string): string[] {
  const text = readFileSync(sourceFile, 'utf8');
  return [...text.matchAll(/\bpath: '([^']+)'/g)].map((m) => m[1]!).filter((path) => path !== '*');
}

/** The screen has drawn its content: a filled main heading, and nothing loading any more. */
export async function screenReady(page: Page, screen: string) {
  const heading = page.locator('h1:visible').first();
  await expect(heading, `${screen}: main heading`).toBeVisible({ timeout: 30_000 });
  await expect(heading, `${screen}: main heading`).not.toBeEmpty();
  await expect(page.locator('.page-loading, [aria-busy="true"], .p-skeleton, .p-progress-spinner'), `${screen}: still loading`).toHaveCount(0, {
    timeout: 30_000,
  });
}

/** Serious and critical WCAG findings on what the page shows now. */
export async function audit(page: Page, screen: string, findings: Finding[]) {
  // A dialog fading in has its text at part opacity: axe would measure a contrast nobody reads.
  // Spinners turn forever and are left out of the wait.
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
  );
  // Violations only: collecting the passes too doubles axe's time on the long lists.
  const result = await new AxeBuilder({ page })
    .withTags(WCAG_TAGS)
    .options({ resultTypes: ['violations'] })
    .analyze();
  for (const violation of result.violations) {
    if (!BLOCKING.has(violation.impact ?? '')) continue;
    // Printed at once, so a run cut short by its time-out still shows what it found.
    console.log(
      `[axe] ${screen}: ${violation.impact} ${violation.id} at ${violation.nodes
        .slice(0, 3)
        .map((node) => node.target.join(' '))
        .join(' | ')}`,
    );
    findings.push({
      screen,
      rule: violation.id,
      impact: violation.impact!,
      help: violation.help,
      targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
    });
  }
}

/** Attaches every finding to the report and fails with a one-line-per-finding summary. */
export async function expectNoFindings(findings: Finding[], visited: string[], info: TestInfo) {
  await info.attach('axe-screens', { body: visited.join('\n'), contentType: 'text/plain' });
  if (findings.length > 0) await info.attach('axe-violations', { body: JSON.stringify(findings, null, 2), contentType: 'application/json' });
  const summary = findings.map((f) => `${f.screen}: ${f.impact} ${f.rule} (${f.help}) at ${f.targets.join(' | ')}`);
  expect(summary, 'serious or critical axe violations').toEqual([]);
}

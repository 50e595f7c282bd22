import type { Locator, Page } from '@playwright/test';
import { expect } from '../fixtures';

/** Whether `target` holds the keyboard focus now. */
export const hasFocus = (target: Locator): Promise<boolean> => target.evaluate((element) => element === document.activeElement);

/**
 * Presses Tab (or Shift+Tab) until `target` has the focus, as a keyboard user moves through the
 * page; fails when it is not reached within `max` presses (it is then out of the tab order).
 * Returns the presses it took.
 */
export async function tabTo(page: Page, target: Locator, { max = 120, back = false }: { max?: number; back?: boolean } = {}): Promise<number> {
  await expect(target).toBeVisible();
  for (let presses = 0; presses <= max; presses += 1) {
    if (await hasFocus(target)) return presses;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`${String(target)} not reached by ${max} presses of ${back ? 'Shift+Tab' : 'Tab'}`);
}

/**
 * Chooses `option` of the PrimeReact list whose input has the focus: Enter opens it, the words
 * are typed into its filter where it has one, ArrowDown walks the options to it (its name, or
 * one holding `option` when not `exact`), Enter takes it.
 * The focus is back on the list's input afterwards.
 */
export async function chooseByKeys(page: Page, input: Locator, option: string, { exact = true }: { exact?: boolean } = {}) {
  await expect(input).toBeFocused();
  await page.keyboard.press('Enter');
  const panel = page.locator('.p-dropdown-panel');
  await expect(panel).toBeVisible();
  const filter = panel.locator('.p-dropdown-filter');
  if (await filter.isVisible()) {
    await expect(filter).toBeFocused();
    await page.keyboard.type(option);
  }
  // The option the keys are on: PrimeReact marks it (and points aria-activedescendant at it).
  const current = panel.locator('li[data-p-focused="true"]');
  const isOn = async () => (await current.allTextContents()).some((text) => (exact ? text.trim() === option : text.includes(option)));
  for (let i = 0; i < 60 && !(await isOn()); i += 1) {
    await page.keyboard.press('ArrowDown');
  }
  await expect(current).toHaveText(exact ? option : new RegExp(option));
  await page.keyboard.press('Enter');
  await expect(panel).toBeHidden();
  await expect(input).toBeFocused();
}

/** The day ('YYYY-MM-DD') of the calendar cell that has the focus, or null when the focus is not on a day. */
export function focusedDay(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const active = document.activeElement;
    return active?.matches('[data-pc-section="daylabel"]') ? (active.querySelector('[data-day]')?.getAttribute('data-day') ?? null) : null;
  });
}

import { describe, expect, it } from 'vitest';
import { vesselName } from './vessels';

describe('vesselName', () => {
  it.each([
    ['新鉴真号 New Ganjin', '新鑑真 New Ganjin'],
    ['仲麻吕号 Nakamaro', '仲麻呂 Nakamaro'],
    ['东海之星 Tokai Star', '東海スター Tokai Star'],
    ['东海之虹 Tokai Rainbow', '東海レインボー Tokai Rainbow'],
    ['太仓之光 Taicang Light', '太倉ライト Taicang Light'],
    ['海峡之光 Kaikyo Light', '海峡ライト Kaikyo Light'],
    ['新鉴真号', '新鑑真'],
  ])('%s reads %s in Japanese', (stored, japanese) => {
    expect(vesselName(stored, 'jp')).toBe(japanese);
  });

  it('keeps the stored name in Chinese', () => {
    expect(vesselName('新鉴真号 New Ganjin', 'zh')).toBe('新鉴真号 New Ganjin');
  });

  it('keeps the stored name of a ship without a Japanese name', () => {
    expect(vesselName('长江号 Changjiang', 'jp')).toBe('长江号 Changjiang');
    expect(vesselName('', 'jp')).toBe('');
  });
});

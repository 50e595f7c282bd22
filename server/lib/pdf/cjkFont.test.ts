import { describe, expect, it } from 'vitest';
import { fontFor } from './cjkFont';

describe('the face of a PDF text run', () => {
  it('is Noto Sans JP in a Japanese document when it has every character of the run', () => {
    // 直, 誤, 角 and 骨 are drawn differently in Japan: these must not come out in Chinese shapes.
    expect(fontFor('直角 誤り 骨', 'jp')).toBe('jp');
    expect(fontFor('渡辺はなこ WATANABE HANAKO', 'jp')).toBe('jp');
    expect(fontFor('電子乗船券 · 復路', 'jp')).toBe('jp');
    expect(fontFor('新鑑真 Shin Ganjin\n2026-12-01 11:00 (UTC+8)', 'jp')).toBe('jp');
  });

  it('is Noto Sans Hans in a Japanese document for a run with a character Noto Sans JP lacks, the whole run', () => {
    expect(fontFor('张伟', 'jp')).toBe('cjk');
    expect(fontFor('渡辺 张伟', 'jp')).toBe('cjk');
    expect(fontFor('上海东海国际贸易有限公司', 'jp')).toBe('cjk');
    expect(fontFor('新鉴真', 'jp')).toBe('cjk');
  });

  it('is always Noto Sans Hans in a Chinese document', () => {
    expect(fontFor('渡辺はなこ', 'zh')).toBe('cjk');
    expect(fontFor('直角', 'zh')).toBe('cjk');
    expect(fontFor('BILL OF LADING', 'zh')).toBe('cjk');
  });
});

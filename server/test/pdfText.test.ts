import { describe, expect, it } from 'vitest';
import { renderBillOfLading } from '../modules/shipping/bills/bl.pdf';
import { sampleBill } from './shipping/bl.testkit';
import { streamBodies, textRunsInPdf } from './pdfText';

describe('the PDF text reader of the tests', () => {
  it('takes a stream by its /Length, also when its data ends in a carriage return', () => {
    const pdf = Buffer.from(
      '1 0 obj\n<< /Length 3 >>\nstream\nab\r\nendstream\nendobj\n2 0 obj\n<< /Length 2 /Filter /None >>\nstream\nxy\nendstream\n',
      'latin1',
    );
    expect(streamBodies(pdf).map((body) => body.toString('latin1'))).toEqual(['ab\r', 'xy']);
  });

  it('reads a ligature of the ToUnicode map as its letters, and the glyphs after it as themselves', async () => {
    // "fi" is drawn as one glyph, mapped to <0066 0069>.
    const bill = sampleBill({ shipper: { ...sampleBill().shipper!, name: 'Pacific Office Supplies 上海东海' } });
    const text = textRunsInPdf(await renderBillOfLading(bill, 'zh')).join(' ');
    expect(text).toContain('Pacific Office Supplies 上海东海');
    expect(text).toContain(bill.bookingNo);
    expect(text).toContain('TELEX RELEASED');
  });
});

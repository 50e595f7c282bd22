import { pageOf, type Page } from '../../../../src/domain/envelope';
import type { Lang } from '../../../../src/domain/lang';
import type { BillOfLadingSummary } from '../../../../src/domain/shipping/types';
import { notFound } from '../../../lib/errors';
import { renderPdf } from '../../../lib/pdf/pdfThreads';
import type { BookingsRepository } from '../bookings/bookings.repository';
import type { EnterpriseUser } from '../bookings/bookings.service';
import { toBill, toBookingParty, toContainer } from '../bookings/bookings.view';
import { blNotReleased } from '../shipping.errors';
import { isUuid } from '../../../../src/domain/ids';

/** The enterprise's bills of lading (BL_PATHS): the list, and the PDF of a telex-released one. */
export function createBillsService({ repository }: { repository: BookingsRepository }) {
  return {
    async page(user: EnterpriseUser, query: { current: number; size: number; blNo?: string }): Promise<Page<BillOfLadingSummary>> {
      const prefix = query.blNo?.trim().toUpperCase() || undefined;
      const { rows, total } = await repository.billPage(user.enterpriseId, prefix, (query.current - 1) * query.size, query.size);
      return pageOf(
        rows.map((r) => toBill(r.bill, r.booking)),
        total,
        query,
      );
    },

    /**
     * The PDF, only once the bill is telex-released: before that 10500 and nothing about the
     * bill; another enterprise's or an unknown bill 10404.
     */
    async download(user: EnterpriseUser, uuid: string, lang: Lang): Promise<{ fileName: string; pdf: Buffer }> {
      const found = isUuid(uuid) ? await repository.findBill(uuid, user.enterpriseId) : undefined;
      if (!found) throw notFound();
      const { bill, booking } = found;
      if (!bill.telexReleasedAt) throw blNotReleased();
      const containers = ((await repository.containersOf([booking.uuid])).get(booking.uuid) ?? []).map(toContainer);
      const parties = (await repository.partiesOf(booking.uuid)).map(toBookingParty);
      const ports = await repository.portNames([booking.polCode, booking.podCode]);
      const sailing = booking.voyageUuid ? await repository.sailing(booking.voyageUuid) : undefined;
      const port = (code: string) => ({ code, ...(ports.get(code) ?? { zh: code, ja: code, en: code }) });
      const pdf = await renderPdf({
        kind: 'bill',
        bill: {
          blNo: bill.blNo,
          bookingNo: booking.bookingNo,
          vessel: booking.vessel,
          voyageCode: booking.voyageCode,
          pol: port(booking.polCode),
          pod: port(booking.podCode),
          etd: sailing?.departureTime ?? null,
          issuedAt: bill.issuedAt,
          telexReleasedAt: bill.telexReleasedAt,
          shipper: parties.find((p) => p.role === 'SH'),
          consignee: parties.find((p) => p.role === 'CO'),
          notify: parties.find((p) => p.role === 'NF1'),
          containers,
          marks: booking.marks,
          commodity: booking.commodity,
          cargoDescription: booking.cargoDescription,
        },
        lang,
      });
      return { fileName: `BL_${bill.blNo}_${lang}.pdf`, pdf };
    },
  };
}
export type BillsService = ReturnType<typeof createBillsService>;

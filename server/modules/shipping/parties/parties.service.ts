import { pageOf, type Page } from '../../../../src/domain/envelope';
import type { PartyRole } from '../../../../src/domain/shipping/enums';
import type { PartyForm } from '../../../../src/domain/shipping/schemas';
import type { Party } from '../../../../src/domain/shipping/types';
import type { Clock } from '../../../lib/clock';
import { notFound } from '../../../lib/errors';
import type { EnterpriseUser } from '../bookings/bookings.service';
import { toParty } from '../bookings/bookings.view';
import type { PartiesRepository, PartyValues } from './parties.repository';
import { isUuid } from '../../../../src/domain/ids';

/**
 * The enterprise's address book (PARTY_PATHS). Another enterprise's entry answers 10404 like an
 * unknown one. Deleting an entry leaves the bookings that used it as they are: they keep their
 * copy of its fields (the link is cleared).
 */
export function createPartiesService({ repository, clock }: { repository: PartiesRepository; clock: Clock }) {
  const valuesOf = (form: Omit<PartyForm, 'uuid'>, now: Date): PartyValues => ({
    name: form.name,
    address: form.address,
    contact: form.contact,
    phone: form.phone,
    email: form.email,
    countryCode: form.countryCode,
    bookingInd: form.bookingInd,
    shipperInd: form.shipperInd,
    consigneeInd: form.consigneeInd,
    notifyPartyInd: form.notifyPartyInd,
    secondNotifyPartyInd: form.secondNotifyPartyInd,
    destinationReceiver: form.destinationReceiver,
    forwarderInd: form.forwarderInd,
    updatedAt: now,
  });

  return {
    async page(user: EnterpriseUser, query: { current: number; size: number; name?: string; role?: PartyRole }): Promise<Page<Party>> {
      const { rows, total } = await repository.page(
        user.enterpriseId,
        { name: query.name?.trim() || undefined, role: query.role },
        (query.current - 1) * query.size,
        query.size,
      );
      return pageOf(rows.map(toParty), total, query);
    },

    async load(user: EnterpriseUser, uuid: string): Promise<Party> {
      const row = isUuid(uuid) ? await repository.find(user.enterpriseId, uuid) : undefined;
      if (!row) throw notFound();
      return toParty(row);
    },

    async save(user: EnterpriseUser, { uuid, ...form }: PartyForm): Promise<Party> {
      const now = clock();
      if (!uuid) return toParty(await repository.insert(user.enterpriseId, user.userId, { ...valuesOf(form, now), createdAt: now } as PartyValues));
      const row = await repository.update(user.enterpriseId, uuid, valuesOf(form, now));
      if (!row) throw notFound();
      return toParty(row);
    },

    async remove(user: EnterpriseUser, uuid: string): Promise<void> {
      if (!isUuid(uuid) || !(await repository.remove(user.enterpriseId, uuid))) throw notFound();
    },
  };
}
export type PartiesService = ReturnType<typeof createPartiesService>;

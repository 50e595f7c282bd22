import { pageOf, type Page } from '../../../../src/domain/envelope';
import type { LoadingAddress, LoadingAddressForm } from '../../../../src/domain/shipping/loadingAddresses';
import type { Clock } from '../../../lib/clock';
import { notFound } from '../../../lib/errors';
import { isUuid } from '../../../../src/domain/ids';
import type { AddressesRepository, LoadingAddressRow, LoadingAddressValues } from './addresses.repository';
import type { EnterpriseUser } from '../bookings/bookings.service';

const toAddress = (row: LoadingAddressRow): LoadingAddress => ({
  uuid: row.uuid,
  name: row.name,
  contact: row.contact,
  phone: row.phone,
  countryCode: row.countryCode,
  city: row.city,
  address: row.address,
  postcode: row.postcode,
  remarks: row.remarks,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** The enterprise's loading addresses (LOADING_ADDRESS_PATHS). Another enterprise's answers 10404 like an unknown one. */
export function createAddressesService({ repository, clock }: { repository: AddressesRepository; clock: Clock }) {
  return {
    async page(user: EnterpriseUser, query: { current: number; size: number; keyword?: string }): Promise<Page<LoadingAddress>> {
      const { rows, total } = await repository.page(user.enterpriseId, query.keyword?.trim() || undefined, (query.current - 1) * query.size, query.size);
      return pageOf(rows.map(toAddress), total, query);
    },

    async load(user: EnterpriseUser, uuid: string): Promise<LoadingAddress> {
      const row = isUuid(uuid) ? await repository.find(user.enterpriseId, uuid) : undefined;
      if (!row) throw notFound();
      return toAddress(row);
    },

    async save(user: EnterpriseUser, { uuid, ...form }: LoadingAddressForm): Promise<LoadingAddress> {
      const now = clock();
      const values: LoadingAddressValues = { ...form, updatedAt: now };
      if (!uuid) return toAddress(await repository.insert(user.enterpriseId, user.userId, { ...values, createdAt: now }));
      const row = await repository.update(user.enterpriseId, uuid, values);
      if (!row) throw notFound();
      return toAddress(row);
    },

    async remove(user: EnterpriseUser, uuid: string): Promise<void> {
      if (!isUuid(uuid) || !(await repository.remove(user.enterpriseId, uuid))) throw notFound();
    },
  };
}
export type AddressesService = ReturnType<typeof createAddressesService>;

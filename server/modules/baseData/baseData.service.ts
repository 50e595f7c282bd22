import type { BafItem, CityItem, CountryItem, DictItem, DictType, EnumItem, EnumType, PortItem } from '../../../src/domain/baseData';
import type { Lang } from '../../../src/domain/lang';
import { enumItems } from '../../../src/domain/orderEnums';
import type { Clock } from '../../lib/clock';
import type { SettingsRepository } from '../settings/settings.repository';
import type { BaseDataRepository } from './baseData.repository';

interface Deps {
  repository: BaseDataRepository;
  settings: SettingsRepository;
  clock: Clock;
}

export function createBaseDataService({ repository, settings, clock }: Deps) {
  return {
    dictionary: (type: DictType): Promise<DictItem[]> => repository.listDictionary(type),

    async countries(lang: Lang): Promise<CountryItem[]> {
      const rows = await repository.listCountries();
      return rows.map((row) => ({ id: row.id, cde: row.code, name: lang === 'zh' ? row.nameZh : row.nameJa }));
    },

    ferryPorts: (): Promise<PortItem[]> => repository.listPorts({ ferry: true }),

    containerPorts: (keyword?: string): Promise<PortItem[]> => repository.listPorts({ container: true, keyword }),

    cities: (keyword?: string): Promise<CityItem[]> => repository.listCities(keyword),

    enums: (type: EnumType): EnumItem[] => enumItems(type),

    /** Effective dates are calendar days, compared in UTC like the rows are written. */
    currentFuelSurcharges: (): Promise<BafItem[]> => repository.listFuelSurchargesOn(clock().toISOString().slice(0, 10)),

    adultAge: (): Promise<number> => settings.require('adultAge'),
  };
}
export type BaseDataService = ReturnType<typeof createBaseDataService>;

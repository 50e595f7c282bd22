import { describe, expect, it } from 'vitest';
import type { ServiceOffice } from './baseData';
import type { RouteInstruction } from './information';
import { terminalAddresses } from './terminals';

const b = (zh: string, ja: string) => ({ zh, ja });
const office = (key: ServiceOffice['key'], address: ReturnType<typeof b>): ServiceOffice => ({ key, name: b('', ''), phone: '', fax: '', email: '', address });
const OFFICES = [
  office('shanghai', b('上海市东大名路500号 12楼', '上海市東大名路500号 12階')),
  office('osaka', b('大阪市南港北1-20-15 3楼', '大阪市南港北1-20-15 3階')),
];
const place = (port: string, terminal: ReturnType<typeof b>, address: ReturnType<typeof b>) => ({
  port,
  terminal,
  address,
  departures: b('', ''),
  checkIn: b('', ''),
  access: b('', ''),
});
const ROUTE: RouteInstruction = {
  ports: ['CNSHA', 'JPUKB'],
  vessel: b('', ''),
  boarding: [
    place('CNSHA', b('上海港国际客运中心', '上海港国際フェリーターミナル'), b('东大名路500号', '東大名路500号')),
    place('JPUKB', b('神户港码头', '神戸港ターミナル'), b('新港町3-7', '新港町3-7')),
  ],
  baggage: [],
  documents: [],
};

describe('terminalAddresses', () => {
  it('the service offices’ addresses, by the port each sits in', () => {
    expect(terminalAddresses(OFFICES)).toEqual({
      CNSHA: b('上海市东大名路500号 12楼', '上海市東大名路500号 12階'),
      JPOSA: b('大阪市南港北1-20-15 3楼', '大阪市南港北1-20-15 3階'),
    });
  });

  it('prefers the route instructions’ boarding place (terminal, then address), and keeps an office where none is published', () => {
    expect(terminalAddresses(OFFICES, [ROUTE])).toEqual({
      CNSHA: b('上海港国际客运中心 东大名路500号', '上海港国際フェリーターミナル 東大名路500号'),
      JPOSA: b('大阪市南港北1-20-15 3楼', '大阪市南港北1-20-15 3階'),
      JPUKB: b('神户港码头 新港町3-7', '神戸港ターミナル 新港町3-7'),
    });
  });
});

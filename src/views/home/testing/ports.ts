import type { PortItem } from '../../../domain/baseData';

const port = (cde: string, cnnme: string, jpnme: string, ennme: string): PortItem => ({
  id: cde,
  cde,
  cnnme,
  jpnme,
  ennme,
  countryCde: cde.slice(0, 2),
  cityCde: cde,
  currency: cde.startsWith('CN') ? 'RMB' : 'JPY',
});

/** The five ferry ports as getBdPortListCombo answers them. */
export const FERRY_PORTS: PortItem[] = [
  port('CNSHA', '上海港', '上海港', 'Shanghai'),
  port('CNTAG', '太仓港', '太倉港', 'Taicang'),
  port('JPOSA', '大阪港', '大阪港', 'Osaka'),
  port('JPUKB', '神户港', '神戸港', 'Kobe'),
  port('JPSHS', '下关港', '下関港', 'Shimonoseki'),
];

/** The route pairs of DOMAIN "Ferry network", both directions. */
export const ROUTE_PAIRS = new Set(['CNSHA>JPOSA', 'JPOSA>CNSHA', 'CNSHA>JPUKB', 'JPUKB>CNSHA', 'CNTAG>JPSHS', 'JPSHS>CNTAG']);

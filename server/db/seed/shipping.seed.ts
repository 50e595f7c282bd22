import { and, asc, eq, gt } from 'drizzle-orm';
import type { StateValue } from 'xstate';
import type { BookingForm } from '../../../src/domain/shipping/schemas';
import { INITIAL_BOOKING_STATE, bookingStatusOf, type BookingEvent } from '../../../src/machines/booking.machine';
import { logonIdKey } from '../../lib/auth/logonIdKey';
import { bookingNumber, createBookingLifecycle } from '../../modules/shipping/bookings.lifecycle';
import { createBookingsRepository } from '../../modules/shipping/bookings.repository';
import { createMessagesRepository } from '../../modules/shipping/messages.repository';
import { createPartiesRepository, type PartyValues } from '../../modules/shipping/parties.repository';
import type { Db } from '../client';
import { enterprises, users, voyages } from '../schema';
import type { SeedStep } from './seedStep';
import { DEMO_ENTERPRISE } from './users.seed';

const DAY = 24 * 3600 * 1000;
const HOUR = 3600 * 1000;

/** The address book of demo.shipper's enterprise. */
const PARTIES: (Partial<PartyValues> & { name: string })[] = [
  { name: '上海东海国际贸易有限公司', address: '上海市浦东新区世纪大道100号 环球金融中心28楼', contact: '王建国', phone: '+86 21 5888 0000', email: 'export@donghai-trade.example.com', countryCode: 'CN', shipperInd: true, bookingInd: true },
  { name: '株式会社なにわ商事', address: '大阪府大阪市北区梅田1-1-1 大阪駅前第1ビル8階', contact: '渡辺はなこ', phone: '+81 6 6345 0000', email: 'import@naniwa-shoji.example.jp', countryCode: 'JP', consigneeInd: true, notifyPartyInd: true },
  { name: '神戸マリン物産株式会社', address: '兵庫県神戸市中央区港島中町6-1', contact: '山田太郎', phone: '+81 78 302 0000', email: 'logistics@kobe-marine.example.jp', countryCode: 'JP', consigneeInd: true },
  { name: '上海远航国际货运代理有限公司', address: '上海市虹口区东大名路1088号', contact: '李娜', phone: '+86 21 6595 0000', email: 'ops@yuanhang-fwd.example.com', countryCode: 'CN', forwarderInd: true },
  { name: '东海贸易外高桥仓库', address: '上海市浦东新区外高桥保税区富特北路211号', contact: '张伟', phone: '+86 138 1234 5678', email: '', countryCode: 'CN', secondNotifyPartyInd: true },
];

type Stage = 'Draft' | 'Submitted' | 'Confirmed' | 'Released' | 'Shutout' | 'Canceled';

/** The staff moves that bring a submitted booking to each stage. */
const MOVES: Record<Stage, BookingEvent['type'][]> = {
  Draft: [],
  Submitted: ['booking.submit'],
  Confirmed: ['booking.submit', 'booking.confirm'],
  Released: ['booking.submit', 'booking.confirm', 'booking.issueBl', 'booking.telexRelease'],
  Shutout: ['booking.submit', 'booking.shutout'],
  Canceled: ['booking.submit', 'booking.cancel'],
};

/**
 * demo.shipper's container business: an address book, and bookings in every state — a draft,
 * one waiting for the operator, one confirmed, one with its bill telex-released (its PDF can be
 * downloaded), one shut out and one cancelled — with their history and messages, written
 * through the booking lifecycle as the real calls would. Demo only, after the users and sailings.
 */
export const shippingSeed: SeedStep = {
  name: 'demo.container-bookings',
  demoOnly: true,
  async run(db, { now }) {
    const [enterprise] = await db.select({ id: enterprises.id }).from(enterprises).where(eq(enterprises.creditCode, DEMO_ENTERPRISE.creditCode));
    const [shipper] = await db.select({ id: users.id }).from(users).where(eq(users.logonIdKey, logonIdKey('demo.shipper')));
    const [clerk] = await db.select({ id: users.id }).from(users).where(eq(users.logonIdKey, logonIdKey('demo.shipping')));
    if (!enterprise || !shipper || !clerk) return;

    const partiesRepo = createPartiesRepository({ db });
    const saved = [];
    for (const [i, party] of PARTIES.entries()) {
      const at = new Date(now.getTime() - (30 - i) * DAY);
      saved.push(await partiesRepo.insert(enterprise.id, shipper.id, { ...party, createdAt: at, updatedAt: at } as PartyValues));
    }
    const [sh, naniwa, kobe, fwd, loading] = saved as [(typeof saved)[0], (typeof saved)[0], (typeof saved)[0], (typeof saved)[0], (typeof saved)[0]];
    const asParty = (role: BookingForm['parties'][number]['role'], p: typeof sh) => ({
      role,
      partyUuid: p.uuid,
      name: p.name,
      address: p.address,
      contact: p.contact,
      phone: p.phone,
      email: p.email,
      countryCode: p.countryCode,
    });

    const sailings = async (routeCode: string) =>
      db.select().from(voyages).where(and(eq(voyages.routeCode, routeCode), eq(voyages.status, 'SCHEDULED'), gt(voyages.departureTime, new Date(now.getTime() + 2 * DAY)))).orderBy(asc(voyages.departureTime)).limit(3);
    const toOsaka = await sailings('SHA-OSA');
    const toKobe = await sailings('SHA-KOB');

    let clock = now;
    const repository = createBookingsRepository({ db });
    const lifecycle = createBookingLifecycle({ db, clock: () => clock, repositoryFor: (on: Db) => createBookingsRepository({ db: on }), messagesFor: (on: Db) => createMessagesRepository({ db: on }) });

    const plans: { stage: Stage; daysAgo: number; pod: 'JPOSA' | 'JPUKB'; voyage?: (typeof toOsaka)[number]; form: Partial<BookingForm>; note?: string }[] = [
      { stage: 'Released', daysAgo: 12, pod: 'JPOSA', voyage: toOsaka[0], form: { commodity: '办公家具', cargoDescription: '木制办公桌椅 240 箱\n木製オフィス家具（机・椅子）240ケース', marks: 'NANIWA\nOSAKA\nC/NO. 1-240', containers: [{ containerType: '40HC', quantity: 2, grossWeightKg: 18500 }, { containerType: '20GP', quantity: 1, grossWeightKg: 9200 }] } },
      { stage: 'Confirmed', daysAgo: 8, pod: 'JPUKB', voyage: toKobe[0], form: { commodity: '机械零件', cargoDescription: '汽车零部件（轴承、齿轮）\n自動車部品（ベアリング・ギア）', marks: 'KOBE MARINE\nP/NO. 1-60', containers: [{ containerType: '20GP', quantity: 2, grossWeightKg: 21000 }] }, note: '请于截关前进港' },
      { stage: 'Submitted', daysAgo: 3, pod: 'JPOSA', voyage: toOsaka[1], form: { commodity: '冷冻水产品', cargoDescription: '冷冻带鱼 -18°C\n冷凍タチウオ -18°C', marks: 'NANIWA\nFROZEN', containers: [{ containerType: '40RF', quantity: 1, grossWeightKg: 26000 }] } },
      { stage: 'Shutout', daysAgo: 15, pod: 'JPOSA', voyage: toOsaka[0], form: { commodity: '纺织品', cargoDescription: '棉质T恤 800 箱', marks: 'NANIWA\nC/NO. 1-800', containers: [{ containerType: '40GP', quantity: 3, grossWeightKg: 36000 }] }, note: '本航次舱位已满' },
      { stage: 'Canceled', daysAgo: 20, pod: 'JPUKB', voyage: toKobe[0], form: { commodity: '陶瓷餐具', cargoDescription: '陶瓷碗盘 300 箱', marks: 'KOBE\nFRAGILE', containers: [{ containerType: '20GP', quantity: 1, grossWeightKg: 8000 }] } },
      { stage: 'Draft', daysAgo: 1, pod: 'JPOSA', form: { commodity: '茶叶', cargoDescription: '', marks: '', containers: [{ containerType: '20GP', quantity: 1, grossWeightKg: 6000 }] } },
    ];

    for (const plan of plans) {
      // A data folder older than the seeded sailings has none left to book: those bookings are left out.
      if (plan.stage !== 'Draft' && !plan.voyage) continue;
      const consignee = plan.pod === 'JPOSA' ? naniwa : kobe;
      const form: BookingForm = {
        polCode: 'CNSHA',
        podCode: plan.pod,
        voyageUuid: plan.voyage?.uuid ?? '',
        commodity: '',
        cargoDescription: '',
        marks: '',
        remarks: '',
        containers: [],
        parties: [asParty('BK', sh), asParty('SH', sh), asParty('CO', consignee), asParty('NF1', plan.pod === 'JPOSA' ? naniwa : kobe), asParty('NF2', loading), asParty('FW', fwd)],
        ...plan.form,
      };
      clock = new Date(now.getTime() - plan.daysAgo * DAY);
      const row = await repository.insert({
        bookingNo: bookingNumber(await repository.nextBookingSequence(), clock),
        enterpriseId: enterprise.id,
        createdBy: shipper.id,
        status: bookingStatusOf(INITIAL_BOOKING_STATE),
        stateValue: INITIAL_BOOKING_STATE as StateValue,
        polCode: form.polCode,
        podCode: form.podCode,
        voyageUuid: plan.voyage?.uuid ?? null,
        voyageCode: plan.voyage?.code ?? '',
        vessel: plan.voyage?.vessel ?? '',
        commodity: form.commodity,
        cargoDescription: form.cargoDescription,
        marks: form.marks,
        remarks: form.remarks,
        createdAt: clock,
        updatedAt: clock,
      });
      await repository.replaceLines(row, form);
      await lifecycle.record(db, { booking: row, event: 'booking.saveDraft', from: null, to: INITIAL_BOOKING_STATE, by: { actor: 'customer', userId: shipper.id }, at: clock });
      for (const [i, type] of MOVES[plan.stage].entries()) {
        clock = new Date(clock.getTime() + (i === 0 ? 2 * HOUR : 20 * HOUR));
        const customer = type === 'booking.submit' || type === 'booking.cancel';
        await lifecycle.move(row.uuid, { type } as BookingEvent, customer ? { actor: 'customer', userId: shipper.id, enterpriseId: enterprise.id } : { actor: 'staff', userId: clerk.id, note: plan.note ?? null }, db);
      }
    }
  },
};

import { and, asc, eq, gt } from 'drizzle-orm';
import type { StateValue } from 'xstate';
import type { BookingStatus, MessageType } from '../../../src/domain/shipping/enums';
import { bookingMessage } from '../../../src/domain/shipping/bookingMessages';
import { blNumber, bookingNumber } from '../../../src/domain/shipping/documentNumbers';
import type { BookingForm } from '../../../src/domain/shipping/schemas';
import {
  billsOfLading,
  BL_NO_SEQUENCE,
  BOOKING_NO_SEQUENCE,
  bookingContainers,
  bookingEvents,
  bookingParties,
  bookings,
  parties,
  userMessages,
  voyages,
} from '../schema';
import { nextval } from '../sequence';
import type { SeedStep } from './seedStep';
import { demoShippingParties } from './demoShippingParties';

const DAY = 24 * 3600 * 1000;
const HOUR = 3600 * 1000;

type PartyValues = Omit<typeof parties.$inferInsert, 'uuid' | 'enterpriseId' | 'createdAt' | 'createdBy'>;

/** The address book of demo.shipper's enterprise. */
const PARTIES: (Partial<PartyValues> & { name: string })[] = [
  {
    name: '上海东海国际贸易有限公司',
    address: '上海市浦东新区世纪大道100号 环球金融中心28楼',
    contact: '王建国',
    phone: '+86 21 5888 0000',
    email: 'export@donghai-trade.example.com',
    countryCode: 'CN',
    shipperInd: true,
    bookingInd: true,
  },
  {
    name: '株式会社なにわ商事',
    address: '大阪府大阪市北区梅田1-1-1 大阪駅前第1ビル8階',
    contact: '渡辺はなこ',
    phone: '+81 6 6345 0000',
    email: 'import@naniwa-shoji.example.jp',
    countryCode: 'JP',
    consigneeInd: true,
    notifyPartyInd: true,
  },
  {
    name: '神戸マリン物産株式会社',
    address: '兵庫県神戸市中央区港島中町6-1',
    contact: '山田太郎',
    phone: '+81 78 302 0000',
    email: 'logistics@kobe-marine.example.jp',
    countryCode: 'JP',
    consigneeInd: true,
  },
  {
    name: '上海远航国际货运代理有限公司',
    address: '上海市虹口区东大名路1088号',
    contact: '李娜',
    phone: '+86 21 6595 0000',
    email: 'ops@yuanhang-fwd.example.com',
    countryCode: 'CN',
    forwarderInd: true,
  },
  {
    name: '东海贸易外高桥仓库',
    address: '上海市浦东新区外高桥保税区富特北路211号',
    contact: '张伟',
    phone: '+86 138 1234 5678',
    email: '',
    countryCode: 'CN',
    secondNotifyPartyInd: true,
  },
];

type Stage = 'Draft' | 'Submitted' | 'Confirmed' | 'Released' | 'Shutout' | 'Canceled';

/**
 * One move of a demo booking: who sends the event, the state value and status the booking chart
 * answers (src/machines/booking.machine.ts, which a seed may not import: shipping.seed.test.ts
 * checks every one against it), and the message the move sends the enterprise (as
 * the booking lifecycle of the shipping module sends it).
 */
export interface DemoMove {
  event: string;
  actor: 'customer' | 'staff';
  to: StateValue;
  status: BookingStatus;
  message?: MessageType;
}

/** Where a booking starts: the chart's initial state, saved as a draft. */
export const DEMO_DRAFT: { state: StateValue; status: BookingStatus } = { state: 'Draft', status: 'Draft' };

const SUBMIT: DemoMove = { event: 'booking.submit', actor: 'customer', to: 'Submitted', status: 'Submitted' };
const CONFIRM: DemoMove = { event: 'booking.confirm', actor: 'staff', to: { Confirmed: 'blPending' }, status: 'Confirmed', message: 'BOOKING_CONFIRMED' };
const ISSUE_BL: DemoMove = { event: 'booking.issueBl', actor: 'staff', to: { Confirmed: 'blIssued' }, status: 'Confirmed', message: 'BL_ISSUED' };
const TELEX_RELEASE: DemoMove = {
  event: 'booking.telexRelease',
  actor: 'staff',
  to: { Confirmed: 'telexReleased' },
  status: 'Confirmed',
  message: 'BL_RELEASED',
};
const SHUTOUT: DemoMove = { event: 'booking.shutout', actor: 'staff', to: 'Shutout', status: 'Shutout', message: 'BOOKING_SHUTOUT' };
const CANCEL: DemoMove = { event: 'booking.cancel', actor: 'customer', to: 'Canceled', status: 'Canceled' };

/** The moves that bring a saved draft to each stage. */
export const DEMO_MOVES: Record<Stage, DemoMove[]> = {
  Draft: [],
  Submitted: [SUBMIT],
  Confirmed: [SUBMIT, CONFIRM],
  Released: [SUBMIT, CONFIRM, ISSUE_BL, TELEX_RELEASE],
  Shutout: [SUBMIT, SHUTOUT],
  Canceled: [SUBMIT, CANCEL],
};

/**
 * demo.shipper's container business: an address book, and bookings in every state — a draft,
 * one waiting for the operator, one confirmed, one with its bill telex-released (its PDF can be
 * downloaded), one shut out and one cancelled — with the rows the booking lifecycle writes for
 * each move (state, history, bill of lading, message). Demo only, after the users and sailings.
 */
export const shippingSeed: SeedStep = {
  name: 'demo.container-bookings',
  demoOnly: true,
  async run(db, { now }) {
    const demo = await demoShippingParties(db);
    if (!demo) return;
    const { enterprise, shipper, clerk } = demo;

    const saved = [];
    for (const [i, party] of PARTIES.entries()) {
      const at = new Date(now.getTime() - (30 - i) * DAY);
      const [row] = await db
        .insert(parties)
        .values({ ...(party as PartyValues), createdAt: at, updatedAt: at, enterpriseId: enterprise.id, createdBy: shipper.id })
        .returning();
      saved.push(row!);
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
      db
        .select()
        .from(voyages)
        .where(and(eq(voyages.routeCode, routeCode), eq(voyages.status, 'SCHEDULED'), gt(voyages.departureTime, new Date(now.getTime() + 2 * DAY))))
        .orderBy(asc(voyages.departureTime))
        .limit(3);
    const toOsaka = await sailings('SHA-OSA');
    const toKobe = await sailings('SHA-KOB');

    const plans: { stage: Stage; daysAgo: number; pod: 'JPOSA' | 'JPUKB'; voyage?: (typeof toOsaka)[number]; form: Partial<BookingForm>; note?: string }[] = [
      {
        stage: 'Released',
        daysAgo: 12,
        pod: 'JPOSA',
        voyage: toOsaka[0],
        form: {
          commodity: '办公家具',
          cargoDescription: '木制办公桌椅 240 箱\n木製オフィス家具（机・椅子）240ケース',
          marks: 'NANIWA\nOSAKA\nC/NO. 1-240',
          containers: [
            { containerType: '40HC', quantity: 2, grossWeightKg: 18500 },
            { containerType: '20GP', quantity: 1, grossWeightKg: 9200 },
          ],
        },
      },
      {
        stage: 'Confirmed',
        daysAgo: 8,
        pod: 'JPUKB',
        voyage: toKobe[0],
        form: {
          commodity: '机械零件',
          cargoDescription: '汽车零部件（轴承、齿轮）\n自動車部品（ベアリング・ギア）',
          marks: 'KOBE MARINE\nP/NO. 1-60',
          containers: [{ containerType: '20GP', quantity: 2, grossWeightKg: 21000 }],
        },
        note: '请于截关前进港',
      },
      {
        stage: 'Submitted',
        daysAgo: 3,
        pod: 'JPOSA',
        voyage: toOsaka[1],
        form: {
          commodity: '冷冻水产品',
          cargoDescription: '冷冻带鱼 -18°C\n冷凍タチウオ -18°C',
          marks: 'NANIWA\nFROZEN',
          containers: [{ containerType: '40RF', quantity: 1, grossWeightKg: 26000 }],
        },
      },
      {
        stage: 'Shutout',
        daysAgo: 15,
        pod: 'JPOSA',
        voyage: toOsaka[0],
        form: {
          commodity: '纺织品',
          cargoDescription: '棉质T恤 800 箱',
          marks: 'NANIWA\nC/NO. 1-800',
          containers: [{ containerType: '40GP', quantity: 3, grossWeightKg: 36000 }],
        },
        note: '本航次舱位已满',
      },
      {
        stage: 'Canceled',
        daysAgo: 20,
        pod: 'JPUKB',
        voyage: toKobe[0],
        form: {
          commodity: '陶瓷餐具',
          cargoDescription: '陶瓷碗盘 300 箱',
          marks: 'KOBE\nFRAGILE',
          containers: [{ containerType: '20GP', quantity: 1, grossWeightKg: 8000 }],
        },
      },
      {
        stage: 'Draft',
        daysAgo: 1,
        pod: 'JPOSA',
        form: { commodity: '茶叶', cargoDescription: '', marks: '', containers: [{ containerType: '20GP', quantity: 1, grossWeightKg: 6000 }] },
      },
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
        parties: [
          asParty('BK', sh),
          asParty('SH', sh),
          asParty('CO', consignee),
          asParty('NF1', plan.pod === 'JPOSA' ? naniwa : kobe),
          asParty('NF2', loading),
          asParty('FW', fwd),
        ],
        ...plan.form,
      };
      const createdAt = new Date(now.getTime() - plan.daysAgo * DAY);
      let clock = createdAt;
      const moves = DEMO_MOVES[plan.stage].map((move, i) => {
        clock = new Date(clock.getTime() + (i === 0 ? 2 * HOUR : 20 * HOUR));
        return { move, at: clock };
      });
      const last = moves.at(-1);
      const [row] = await db
        .insert(bookings)
        .values({
          bookingNo: bookingNumber(await nextval(db, BOOKING_NO_SEQUENCE), createdAt),
          enterpriseId: enterprise.id,
          createdBy: shipper.id,
          status: last?.move.status ?? DEMO_DRAFT.status,
          stateValue: last?.move.to ?? DEMO_DRAFT.state,
          polCode: form.polCode,
          podCode: form.podCode,
          voyageUuid: plan.voyage?.uuid ?? null,
          voyageCode: plan.voyage?.code ?? '',
          vessel: plan.voyage?.vessel ?? '',
          commodity: form.commodity,
          cargoDescription: form.cargoDescription,
          marks: form.marks,
          remarks: form.remarks,
          createdAt,
          updatedAt: last?.at ?? createdAt,
          submittedAt: moves.find((m) => m.move === SUBMIT)?.at,
        })
        .returning();
      const booking = row!;
      const owned = { bookingUuid: booking.uuid, enterpriseId: enterprise.id };
      if (form.containers.length)
        await db
          .insert(bookingContainers)
          .values(
            form.containers.map((c, i) => ({ ...owned, lineNo: i + 1, containerType: c.containerType, quantity: c.quantity, grossWeightKg: c.grossWeightKg })),
          );
      await db.insert(bookingParties).values(form.parties.map(({ role, partyUuid, ...party }) => ({ ...owned, role, partyUuid: partyUuid || null, ...party })));

      // The history, from the saved draft on, and what each move wrote beside it.
      await db.insert(bookingEvents).values({
        ...owned,
        event: 'booking.saveDraft',
        fromState: null,
        toState: DEMO_DRAFT.state,
        fromStatus: null,
        toStatus: DEMO_DRAFT.status,
        actor: 'customer',
        actorUserId: shipper.id,
        note: null,
        createdAt,
      });
      let from = DEMO_DRAFT;
      let blNo: string | undefined;
      for (const { move, at } of moves) {
        const byStaff = move.actor === 'staff';
        const note = byStaff ? (plan.note ?? null) : null;
        if (move === ISSUE_BL) {
          blNo = blNumber(await nextval(db, BL_NO_SEQUENCE), at);
          await db.insert(billsOfLading).values({ ...owned, blNo, issuedAt: at, issuedBy: clerk.id });
        }
        if (move === TELEX_RELEASE)
          await db.update(billsOfLading).set({ telexReleasedAt: at, telexReleasedBy: clerk.id }).where(eq(billsOfLading.bookingUuid, booking.uuid));
        await db.insert(bookingEvents).values({
          ...owned,
          event: move.event,
          fromState: from.state,
          toState: move.to,
          fromStatus: from.status,
          toStatus: move.status,
          actor: move.actor,
          actorUserId: byStaff ? clerk.id : shipper.id,
          note,
          createdAt: at,
        });
        if (move.message)
          await db.insert(userMessages).values({
            enterpriseId: enterprise.id,
            userId: null,
            type: move.message,
            ...bookingMessage(move.message, { bookingNo: booking.bookingNo, blNo, note }),
            bookingUuid: booking.uuid,
            createdAt: at,
          });
        from = { state: move.to, status: move.status };
      }
    }
  },
};

import { inLanguage } from '@cepa/core/i18n';
import type { Language } from '@cepa/core/config';
import type { MemberFixture } from '@cepa/core/backend';
import { paidOrdersOf, productById, productPath } from '@cepa/shop/fake';
import { isPermanentLevel } from '../rules';
import { consumptionGoals, levelLabels, membershipPeriod } from './fixtures';

/**
 * The orders of the embedded club (SPEC §3 membership orders): for each member, the orders of the
 * current membership and of past ones (time-limited levels only), online orders, store purchases and
 * purchases made elsewhere (external). Orders keep the prices they were paid at; an item whose wine is
 * no longer sold has no product. Orders paid in the shop join the current membership.
 */

type ItemFixture = { productId: number | null; name?: string; quantity: number; unit: number };
type OrderFixture = {
  number: string;
  /** Days after the membership's start. */
  day: number;
  type: 'online' | 'store';
  status: 'new' | 'in_process' | 'completed' | 'canceled';
  items: ItemFixture[];
  shipping: number;
};
type ExternalFixture = { number: string; day: number; total: number };
type MembershipFixture = { orders: OrderFixture[]; external: ExternalFixture[] };

/** By member id: the current membership first, then past ones, newest first. */
const fixtures: Record<number, MembershipFixture[]> = {
  2: [
    {
      orders: [
        {
          number: 'CS-100012',
          day: 42,
          type: 'online',
          status: 'completed',
          items: [
            { productId: 1001, quantity: 4, unit: 14.9 },
            { productId: 1006, quantity: 3, unit: 9.8 },
          ],
          shipping: 0,
        },
        {
          number: 'TS-2231',
          day: 160,
          type: 'store',
          status: 'completed',
          items: [{ productId: 1005, quantity: 2, unit: 16.5 }],
          shipping: 0,
        },
      ],
      external: [{ number: 'EXT-5512', day: 190, total: 28 }],
    },
    {
      orders: [
        {
          number: 'CS-100003',
          day: 75,
          type: 'online',
          status: 'completed',
          items: [{ productId: 1003, quantity: 6, unit: 21.9 }],
          shipping: 0,
        },
        {
          number: 'CS-100007',
          day: 230,
          type: 'online',
          status: 'canceled',
          items: [{ productId: 1004, quantity: 1, unit: 48 }],
          shipping: 6.9,
        },
      ],
      external: [],
    },
  ],
  1: [
    {
      orders: [
        {
          number: 'CS-100021',
          day: 20,
          type: 'online',
          status: 'completed',
          items: [
            { productId: 1007, quantity: 4, unit: 69 },
            { productId: 1002, quantity: 2, unit: 34 },
          ],
          shipping: 0,
        },
        {
          number: 'TS-2240',
          day: 96,
          type: 'store',
          status: 'completed',
          items: [{ productId: 1001, quantity: 3, unit: 14.9 }],
          shipping: 0,
        },
        {
          number: 'CS-100029',
          day: 180,
          type: 'online',
          status: 'in_process',
          items: [{ productId: 1003, quantity: 6, unit: 21.9 }],
          shipping: 0,
        },
        {
          number: 'CS-100033',
          day: 250,
          type: 'online',
          status: 'new',
          items: [{ productId: 1008, quantity: 2, unit: 39 }],
          shipping: 0,
        },
      ],
      external: [{ number: 'EXT-5520', day: 130, total: 44.4 }],
    },
    {
      orders: [
        {
          number: 'CS-100001',
          day: 30,
          type: 'online',
          status: 'completed',
          items: [
            { productId: null, name: 'Solera Gran Reserva 2010 · Botella 75 cl', quantity: 6, unit: 58 },
            { productId: 1004, quantity: 6, unit: 45 },
          ],
          shipping: 0,
        },
      ],
      external: [{ number: 'EXT-4471', day: 210, total: 96 }],
    },
    {
      orders: [
        {
          number: 'CS-099874',
          day: 120,
          type: 'online',
          status: 'completed',
          items: [{ productId: 1003, quantity: 12, unit: 21 }],
          shipping: 0,
        },
      ],
      external: [],
    },
  ],
  6: [
    {
      orders: [
        {
          number: 'IB-100019',
          day: 33,
          type: 'online',
          status: 'completed',
          items: [
            { productId: 2003, quantity: 6, unit: 18.9 },
            { productId: 2005, quantity: 1, unit: 29 },
          ],
          shipping: 0,
        },
        {
          number: 'TB-0871',
          day: 140,
          type: 'store',
          status: 'completed',
          items: [{ productId: 2001, quantity: 2, unit: 18.5 }],
          shipping: 0,
        },
      ],
      external: [],
    },
  ],
  3: [
    {
      orders: [
        {
          number: 'IB-100015',
          day: 60,
          type: 'online',
          status: 'completed',
          items: [{ productId: 2001, quantity: 6, unit: 18.5 }],
          shipping: 0,
        },
      ],
      external: [],
    },
  ],
};

const money = (amount: number) => amount.toFixed(2);
const cents = (amount: number) => Math.round(amount * 100);

function dayOf(start: string, day: number, today: Date): string {
  const [y, m, d] = start.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d + day));
  const limit = Date.UTC(today.getFullYear(), today.getMonth(), today.getDate());
  return new Date(Math.min(date.getTime(), limit)).toISOString().slice(0, 10);
}

function itemWire(item: ItemFixture, language: Language) {
  const product = item.productId === null ? undefined : productById(item.productId);
  return {
    product_full_name: product
      ? `${inLanguage(product.title, language)} · ${inLanguage(product.label, language)}`
      : (item.name ?? ''),
    quantity: item.quantity,
    unit_price_with_discount: money(item.unit),
    line_price_incl_tax: money(item.unit * item.quantity),
    product_url: product ? productPath(product, language) : null,
    product_id: product?.id ?? null,
  };
}

function orderWire(order: OrderFixture, start: string, today: Date, language: Language) {
  const goods = order.items.reduce((sum, item) => sum + cents(item.unit) * item.quantity, 0);
  return {
    date_placed: dayOf(start, order.day, today),
    number: order.number,
    type: order.type,
    status: order.status,
    total: money((goods + cents(order.shipping)) / 100),
    shipping_incl_tax: money(order.shipping),
    items: order.items.map((item) => itemWire(item, language)),
  };
}

type OrderWire = ReturnType<typeof orderWire>;

/** Orders paid in the shop by this member, as club orders (new, online). */
function shopOrders(member: MemberFixture, language: Language): OrderWire[] {
  return paidOrdersOf(member.id, language).map((order) => ({
    date_placed: order.placedAt,
    number: order.number,
    type: 'online' as const,
    status: 'new' as const,
    total: order.basket.total_price,
    shipping_incl_tax: order.basket.shipping_price,
    items: order.basket.lines.map((line) => ({
      product_full_name: `${line.product.title} · ${line.product.label}`,
      quantity: line.quantity,
      unit_price_with_discount: line.product.price_with_discount,
      line_price_incl_tax: line.total_price,
      product_url: line.product.url,
      product_id: line.product.id,
    })),
  }));
}

/** What a membership's orders count towards its goal: every order but a canceled one, and external purchases. */
function accumulated(orders: OrderWire[], external: { total_amount: string }[]): number {
  const counted = orders
    .filter((o) => o.status !== 'canceled')
    .reduce((sum, o) => sum + cents(Number(o.total)), 0);
  return (counted + external.reduce((sum, e) => sum + cents(Number(e.total_amount)), 0)) / 100;
}

/** SPEC §7 membership_orders for a member, today. */
export function membershipOrdersBody(member: MemberFixture, language: Language, today = new Date()) {
  const permanent = isPermanentLevel(member.level);
  const memberships = fixtures[member.id] ?? [{ orders: [], external: [] }];
  const goal = consumptionGoals[member.level] ?? 300;
  const built = (permanent ? memberships.slice(0, 1) : memberships).map((membership, yearsBack) => {
    const period = membershipPeriod(today, yearsBack);
    const orders = [
      ...(yearsBack === 0 ? shopOrders(member, language) : []),
      ...membership.orders.map((o) => orderWire(o, period.start, today, language)),
    ].sort((a, b) => b.date_placed.localeCompare(a.date_placed));
    const external = membership.external.map((e) => ({
      date: dayOf(period.start, e.day, today),
      number: e.number,
      total_amount: money(e.total),
    }));
    const spent = accumulated(orders, external);
    return {
      id: member.id * 100 + yearsBack,
      level_label: inLanguage(levelLabels[member.level] ?? levelLabels.bronze!, language),
      start_date: permanent ? null : period.start,
      end_date: permanent ? null : period.end,
      accumulated_purchases: money(spent),
      amount_left_to_reach_goal: permanent ? null : money(Math.max(0, goal - spent)),
      orders,
      external_purchases: external,
    };
  });
  return { current_membership_orders: built[0]!, past_membership_orders: built.slice(1) };
}

/** What the current membership has bought so far (the goal's meter reads the same sum). */
export function currentAccumulated(member: MemberFixture, language: Language = 'es'): number {
  return Number(membershipOrdersBody(member, language).current_membership_orders.accumulated_purchases);
}

import { brandIds } from '@cepa/core/config';
import type { Order } from './api';

/**
 * SPEC §4, §6, §9: the levels team_{brand}, collaborator, ambassador and shareholder are permanent
 * (no validity, no goals, no past memberships); any other level is time-limited.
 */
const permanentLevels = new Set([
  ...brandIds.map((brand) => `team_${brand}`),
  'collaborator',
  'ambassador',
  'shareholder',
]);

export function isPermanentLevel(level: string): boolean {
  return permanentLevels.has(level);
}

/** SPEC §2: the card's tiers are bronze and platinum; every other level wears the club's own colours. */
export function tierOf(level: string): 'bronze' | 'platinum' | 'other' {
  return level === 'bronze' || level === 'platinum' ? level : 'other';
}

/** How much of the period's goal is met, 0 to 1, for the goal's meter. */
export function goalProgress(accumulated: number, goal: number): number {
  if (goal <= 0) return 1;
  return Math.min(1, Math.max(0, accumulated / goal));
}

/**
 * SPEC §4: an order's status is labelled ORDER_STATUS_{STATUS} and its type ORDER_TYPE_{TYPE}; a store
 * purchase shows as "Purchased" whatever its status. Listed by value, so a value the order's schema
 * adds without a label fails the type check.
 */
const orderTypeLabels = {
  online: 'ORDER_TYPE_ONLINE',
  store: 'ORDER_TYPE_STORE',
} as const satisfies Record<Order['type'], `ORDER_TYPE_${string}`>;

const orderStatusLabels = {
  new: 'ORDER_STATUS_NEW',
  in_process: 'ORDER_STATUS_IN_PROCESS',
  completed: 'ORDER_STATUS_COMPLETED',
  canceled: 'ORDER_STATUS_CANCELED',
} as const satisfies Record<Order['status'], `ORDER_STATUS_${string}`>;

/** Every label an order's type or status is shown with. */
export type OrderLabel =
  | (typeof orderTypeLabels)[Order['type']]
  | (typeof orderStatusLabels)[Order['status']]
  | 'ORDER_STATUS_PURCHASED';

export function orderLabels(order: Pick<Order, 'type' | 'status'>): { type: OrderLabel; status: OrderLabel } {
  return {
    type: orderTypeLabels[order.type],
    status: order.type === 'store' ? 'ORDER_STATUS_PURCHASED' : orderStatusLabels[order.status],
  };
}

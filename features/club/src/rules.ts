import { brandIds } from '@cepa/core/config';

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
 * purchase shows as "Purchased" whatever its status.
 */
export function orderLabels(order: { type: string; status: string }) {
  return {
    type: `ORDER_TYPE_${order.type.toUpperCase()}`,
    status: order.type === 'store' ? 'ORDER_STATUS_PURCHASED' : `ORDER_STATUS_${order.status.toUpperCase()}`,
  } as const;
}

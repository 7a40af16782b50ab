import { describe, expect, it } from 'vitest';
import { goalProgress, isPermanentLevel, orderLabels, tierOf } from './rules';

describe('SPEC §4/§9 permanent levels', () => {
  it.each(['team_solera', 'team_brava', 'collaborator', 'ambassador', 'shareholder'])(
    '%s is permanent',
    (level) => expect(isPermanentLevel(level)).toBe(true),
  );
  it.each(['bronze', 'platinum', 'team_', 'team_otra', 'Ambassador', ''])('%s is time-limited', (level) =>
    expect(isPermanentLevel(level)).toBe(false),
  );
});

describe('the card tier', () => {
  it('is bronze or platinum for those levels, the club colours for any other', () => {
    expect(tierOf('bronze')).toBe('bronze');
    expect(tierOf('platinum')).toBe('platinum');
    expect(tierOf('ambassador')).toBe('other');
    expect(tierOf('team_solera')).toBe('other');
  });
});

describe('the goal meter', () => {
  it('is the share of the goal met, never past the ends', () => {
    expect(goalProgress(150, 300)).toBe(0.5);
    expect(goalProgress(0, 300)).toBe(0);
    expect(goalProgress(420, 300)).toBe(1);
    expect(goalProgress(-5, 300)).toBe(0);
    expect(goalProgress(10, 0)).toBe(1);
  });
});

describe('SPEC §4 order labels', () => {
  it('labels the status and type by their values', () => {
    expect(orderLabels({ type: 'online', status: 'in_process' })).toEqual({
      type: 'ORDER_TYPE_ONLINE',
      status: 'ORDER_STATUS_IN_PROCESS',
    });
    expect(orderLabels({ type: 'online', status: 'canceled' }).status).toBe('ORDER_STATUS_CANCELED');
  });
  it('shows a store purchase as purchased', () => {
    expect(orderLabels({ type: 'store', status: 'completed' })).toEqual({
      type: 'ORDER_TYPE_STORE',
      status: 'ORDER_STATUS_PURCHASED',
    });
  });
});

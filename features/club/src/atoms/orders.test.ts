import { createStore } from 'jotai';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@cepa/core/http';
import { loading } from '@cepa/core/remote';
import { fetchMembershipOrders, type AllMembershipOrders } from '../api';
import { ordersAtom } from './orders';

vi.mock('../api', () => ({ fetchMembershipOrders: vi.fn() }));

const orders = {
  current_membership_orders: {},
  past_membership_orders: [],
} as unknown as AllMembershipOrders;

beforeEach(() => {
  vi.clearAllMocks();
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

describe('my orders (SPEC §2, §8)', () => {
  it('are read in the page’s language; when they cannot be, the page says so and a retry asks again', async () => {
    vi.mocked(fetchMembershipOrders).mockRejectedValueOnce(
      new ApiError('http', 'GET membership orders', { status: 500 }),
    );
    const store = createStore();
    await store.set(ordersAtom, 'show', 'en');
    expect(fetchMembershipOrders).toHaveBeenCalledWith('en');
    expect(store.get(ordersAtom).state).toBe('hasError');
    vi.mocked(fetchMembershipOrders).mockResolvedValueOnce(orders);
    const retried = store.set(ordersAtom, 'retry', 'en');
    expect(store.get(ordersAtom)).toEqual(loading);
    await retried;
    expect(fetchMembershipOrders).toHaveBeenCalledTimes(2);
    expect(store.get(ordersAtom)).toEqual({ state: 'hasData', data: orders });
  });
});

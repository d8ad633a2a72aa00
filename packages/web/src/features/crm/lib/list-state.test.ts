import { describe, expect, it } from 'vitest';
import { DEFAULT_LIST_STATE, parseListState, toListRequest, toSearchParams } from './list-state.ts';

describe('CRM list state in the URL', () => {
  it('reads defaults from an empty URL and writes none back', () => {
    const state = parseListState(new URLSearchParams());
    expect(state).toEqual(DEFAULT_LIST_STATE);
    expect(toSearchParams(state).toString()).toBe('');
  });

  it.each([
    ['status=bound,nonsense,quoted', { status: ['quoted', 'bound'] }],
    ['salesStatus=Closed-Loss', { salesStatus: ['Closed-Loss'] }],
    ['limit=30', { limit: 25 }],
    ['limit=100', { limit: 100 }],
    ['sort=premium', { sort: 'createdAt' }],
    ['order=up', { order: 'desc' }],
    ['productId=unknown', { productId: '' }],
    ['brokerageId=not-a-uuid', { brokerageId: '' }],
    ['province=ON', { province: 'ON' }],
    ['paymentPeriod=weekly', { paymentPeriod: '' }],
    ['includeClosed=yes', { includeClosed: false }],
    ['cursor=abc', { cursor: 'abc' }],
  ])('%s', (query, expected) => {
    expect(parseListState(new URLSearchParams(query))).toMatchObject(expected);
  });

  it('round-trips a full state', () => {
    const query =
      'search=roof&status=quoted%2Cbound&salesStatus=Open&productId=tenants&province=BC&paymentPeriod=monthly&includeClosed=true&sort=policyNumber&order=asc&limit=50&cursor=xyz';
    const state = parseListState(new URLSearchParams(query));
    expect(toSearchParams(state).toString()).toBe(
      'cursor=xyz&limit=50&search=roof&status=quoted%2Cbound&salesStatus=Open&productId=tenants&province=BC&paymentPeriod=monthly&includeClosed=true&sort=policyNumber&order=asc',
    );
    expect(toListRequest(state)).toMatchObject({ limit: 50, includeClosed: 'true', status: 'quoted,bound' });
  });
});

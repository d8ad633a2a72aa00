import { describe, expect, it } from 'vitest';
import { applicationListQuery, applicationParams, fuzzySearchQuery } from './applications.ts';

describe('applicationListQuery', () => {
  it('applies defaults: 25 rows, newest first', () => {
    expect(applicationListQuery.parse({})).toMatchObject({ limit: 25, sort: 'createdAt', order: 'desc' });
  });
  it('splits comma-separated status lists', () => {
    expect(applicationListQuery.parse({ status: 'bound, cancelled' }).status).toEqual(['bound', 'cancelled']);
  });
  it('refuses unknown statuses and pages over 100', () => {
    expect(applicationListQuery.safeParse({ status: 'bound,paid' }).success).toBe(false);
    expect(applicationListQuery.safeParse({ limit: '101' }).success).toBe(false);
    expect(applicationListQuery.safeParse({ limit: '100' }).success).toBe(true);
  });
  it('reads includeClosed as a boolean', () => {
    expect(applicationListQuery.parse({ includeClosed: 'true' }).includeClosed).toBe(true);
  });
});

describe('path and search parameters', () => {
  it('requires a UUID applicationId', () => {
    const result = applicationParams.safeParse({ applicationId: '123' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('applicationId must be a UUID');
  });
  it('requires a search word', () => {
    expect(fuzzySearchQuery.safeParse({ searchword: '   ' }).success).toBe(false);
  });
});

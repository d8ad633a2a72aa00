import { describe, expect, it } from 'vitest';
import { POLICY_STATUSES } from '@bm/domain';
import { applicationId } from '../../../test/crm-fixtures.ts';
import { continueApplicationPath, effectiveDateOf, UNBOUND_STATUSES } from './continue-application.ts';

describe('continueApplicationPath', () => {
  const id = applicationId(7);

  it.each(POLICY_STATUSES)('%s', (status) => {
    const path = continueApplicationPath({ applicationId: id, productId: 'tenants-plus', status });
    expect(path).toBe(
      UNBOUND_STATUSES.includes(status) ? `/products/tenants-plus/application?applicationId=${id}` : null,
    );
  });

  it('is offered for started, indicated, quoted and referred only', () => {
    expect(UNBOUND_STATUSES).toEqual(['started', 'indicated', 'quoted', 'referred']);
  });
});

describe('effectiveDateOf', () => {
  it('prefers the record’s date, then the form’s', () => {
    const instant = '2025-03-01T08:01:00.000Z';
    expect(
      effectiveDateOf({ policyEffectiveDate: instant, form: { 'policy-effective-date': '2025-04-01' } }),
    ).toBe(instant);
    expect(
      effectiveDateOf({ policyEffectiveDate: null, form: { 'policy-effective-date': '2025-04-01' } }),
    ).toBe('2025-04-01');
    expect(effectiveDateOf({ policyEffectiveDate: null, form: {} })).toBeNull();
  });
});

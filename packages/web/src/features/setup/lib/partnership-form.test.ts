import { describe, expect, it } from 'vitest';
import { PARTNERSHIP_MESSAGES } from '@bm/domain';
import {
  EMPTY_PARTNERSHIP_FORM,
  invitationList,
  partnershipBody,
  partnershipFormErrors,
  type PartnershipFormState,
} from './partnership-form.ts';

const filled: PartnershipFormState = {
  ...EMPTY_PARTNERSHIP_FORM,
  name: 'Northstar Brokers',
  code: 'northstar',
  subdomain: 'Northstar',
  province: 'ON',
  products: { tenants: true, contractors: true, 'builders-risk': false },
  ratePercents: { tenants: '12.5', 'builders-risk': '99' },
  invitations: 'Nadia@Example.net, omar@example.net\nnadia@example.net',
};

describe('the Setup Partnership form', () => {
  it('sends codes in capitals, subdomains in lower case, rates as fractions of the chosen products only', () => {
    expect(partnershipFormErrors(filled)).toEqual({});
    expect(partnershipBody(filled)).toEqual({
      name: 'Northstar Brokers',
      code: 'NORTHSTAR',
      subdomain: 'northstar',
      marketplaceName: null,
      province: 'ON',
      email: null,
      productIds: ['tenants', 'contractors'],
      commissionRates: { tenants: 0.125 },
      invitations: ['nadia@example.net', 'omar@example.net'],
    });
  });

  it('says what is wrong before sending', () => {
    const errors = partnershipFormErrors({
      ...EMPTY_PARTNERSHIP_FORM,
      code: 'N-1',
      subdomain: '-x',
      ratePercents: { tenants: '30' },
      products: { tenants: true },
      invitations: 'not-an-address',
    });
    expect(errors).toMatchObject({
      name: 'Enter the brokerage name.',
      code: PARTNERSHIP_MESSAGES.codeFormat,
      subdomain: PARTNERSHIP_MESSAGES.subdomainFormat,
      province: 'Choose a province.',
      rates: { tenants: PARTNERSHIP_MESSAGES.rateRange('tenants') },
      invitations: 'Not an email address: not-an-address',
    });
    expect(partnershipFormErrors({ ...filled, products: {} }).products).toBe(PARTNERSHIP_MESSAGES.noProducts);
  });

  it('reads invitations separated by lines, commas or spaces, once each', () => {
    expect(invitationList(' a@x.ca;b@x.ca  A@X.CA\n')).toEqual(['a@x.ca', 'b@x.ca']);
  });
});

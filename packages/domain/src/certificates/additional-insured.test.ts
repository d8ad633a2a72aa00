import { describe, expect, it } from 'vitest';
import { flagsFromGroups } from '../roles.ts';
import {
  AI_MESSAGES,
  asksPriorApproval,
  validateAdditionalInsured,
  type AdditionalInsuredInput,
} from './additional-insured.ts';

const allTicked = { evidenceOnly: true, operationsOnly: true, requestedByInsured: true };
const broker = flagsFromGroups(['Standard']);
const underwriter = flagsFromGroups(['Underwriter']);
const admin = flagsFromGroups(['SuperAdmin']);
const endorsement = flagsFromGroups(['Endorsement']);

const input = (overrides: Partial<AdditionalInsuredInput> = {}): AdditionalInsuredInput => ({
  insuredName: 'Glenmore Land Holdings Inc.',
  address: '200 Lakeshore Road, Kelowna, BC V1W 1X1',
  acknowledgements: allTicked,
  ...overrides,
});

const messages = (value: AdditionalInsuredInput, productId = 'contractors', flags = broker) =>
  validateAdditionalInsured(value, { productId, flags }).map((issue) => issue.message);

describe('validateAdditionalInsured', () => {
  it('accepts a name, an address and every acknowledgement', () => {
    expect(messages(input())).toEqual([]);
  });

  it.each([
    ['an empty name', { insuredName: '  ' }, AI_MESSAGES.nameRequired],
    ['an empty address', { address: '' }, AI_MESSAGES.addressRequired],
    ['a 201-character name', { insuredName: 'x'.repeat(201) }, AI_MESSAGES.nameTooLong],
    ['a 501-character address', { address: 'x'.repeat(501) }, AI_MESSAGES.addressTooLong],
    [
      'one acknowledgement unticked',
      { acknowledgements: { ...allTicked, operationsOnly: false } },
      AI_MESSAGES.acknowledgementsRequired,
    ],
    ['no acknowledgements', { acknowledgements: {} }, AI_MESSAGES.acknowledgementsRequired],
  ])('refuses %s', (_label, overrides, message) => {
    expect(messages(input(overrides))).toEqual([message]);
  });

  it('accepts 200 and 500 characters exactly', () => {
    expect(messages(input({ insuredName: 'x'.repeat(200), address: 'y'.repeat(500) }))).toEqual([]);
  });

  it('asks trade contractors, and only them, about developers, home builders and major firms', () => {
    expect(asksPriorApproval('trade-contractors')).toBe(true);
    expect(asksPriorApproval('contractors')).toBe(false);
    expect(messages(input(), 'trade-contractors')).toEqual([AI_MESSAGES.priorApprovalUnanswered]);
    expect(messages(input({ majorConstructionFirm: false }), 'trade-contractors')).toEqual([]);
    // Other products never ask, so an answer there changes nothing.
    expect(messages(input({ majorConstructionFirm: true }), 'contractors')).toEqual([]);
  });

  it.each([
    ['a broker', broker, [AI_MESSAGES.priorApprovalRequired]],
    ['an endorsement user', endorsement, [AI_MESSAGES.priorApprovalRequired]],
    ['an underwriter (who approves)', underwriter, []],
    ['a super admin (who approves)', admin, []],
  ])('a developer or major firm on trade contractors, asked by %s', (_label, flags, expected) => {
    expect(messages(input({ majorConstructionFirm: true }), 'trade-contractors', flags)).toEqual(expected);
  });
});

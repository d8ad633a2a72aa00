import { describe, expect, it } from 'vitest';
import { flagsFromGroups, type Group } from '../roles.ts';
import type { PolicyStatus, SalesStatus } from '../statuses.ts';
import {
  NOTE_MESSAGES,
  salesStatusChoices,
  seesNoteReminder,
  validateAccountNote,
  type AccountNoteInput,
} from './account-note.ts';
import { LOSS_REASONS } from './loss-reasons.ts';

const flags = (...groups: Group[]) => flagsFromGroups(groups);
const carrier = flagsFromGroups(['Carrier'], 'Laurentian General');

function firstIssue(
  input: Partial<AccountNoteInput>,
  context: { groups?: Group[]; policyStatus?: PolicyStatus; salesStatus?: SalesStatus } = {},
) {
  const issues = validateAccountNote(
    { comment: '', ...input },
    {
      flags: flags(...(context.groups ?? ['Standard'])),
      policyStatus: context.policyStatus ?? 'quoted',
      salesStatus: context.salesStatus ?? 'Open',
    },
  );
  return issues[0] ?? null;
}

describe('validateAccountNote', () => {
  it.each([
    ['a comment alone', { comment: 'Called the client' }],
    ['a status change alone', { status: 'Closed-Test' as const }],
    ['a reopen', { status: 'Open' as const }],
    [
      'a reason without a prompt',
      { status: 'Closed-Loss' as const, lossReasonDetails: { reason: 'duplicate' as const } },
    ],
    [
      'a price reason with its target premium',
      {
        status: 'Closed-Loss' as const,
        lossReasonDetails: { reason: 'price-too-high' as const, targetPremium: 45_000 },
      },
    ],
    [
      'inadequate coverage with the limit required',
      {
        status: 'Closed-Loss' as const,
        lossReasonDetails: { reason: 'inadequate-coverage' as const, detail: '$5M liability' },
      },
    ],
  ])('accepts %s', (_name, input: Partial<AccountNoteInput>) => {
    const context = input.status === 'Open' ? { salesStatus: 'Closed-Loss' as const } : {};
    expect(firstIssue(input, context)).toBeNull();
  });

  it.each([
    ['nothing at all', {}, NOTE_MESSAGES.empty],
    ['only blanks', { comment: '   ' }, NOTE_MESSAGES.empty],
    ['the same status and no comment', { status: 'Open' as const }, NOTE_MESSAGES.empty],
    ['Closed-Loss without a reason', { status: 'Closed-Loss' as const }, NOTE_MESSAGES.lossReasonRequired],
    [
      'an unknown reason',
      { status: 'Closed-Loss' as const, lossReasonDetails: { reason: 'bored' as never } },
      NOTE_MESSAGES.lossReasonUnknown,
    ],
    [
      'price too low without a target premium',
      { status: 'Closed-Loss' as const, lossReasonDetails: { reason: 'price-too-low' as const } },
      NOTE_MESSAGES.targetPremiumRequired,
    ],
    [
      'a zero target premium',
      {
        status: 'Closed-Loss' as const,
        lossReasonDetails: { reason: 'price-too-high' as const, targetPremium: 0 },
      },
      NOTE_MESSAGES.targetPremiumRequired,
    ],
    [
      'inadequate coverage without the limit',
      {
        status: 'Closed-Loss' as const,
        lossReasonDetails: { reason: 'inadequate-coverage' as const, detail: ' ' },
      },
      NOTE_MESSAGES.coverageRequired,
    ],
    [
      'other without why',
      { status: 'Closed-Loss' as const, lossReasonDetails: { reason: 'other' as const } },
      NOTE_MESSAGES.notBoundWhyRequired,
    ],
    [
      'a loss reason on another status',
      { status: 'Closed-Test' as const, lossReasonDetails: { reason: 'duplicate' as const } },
      NOTE_MESSAGES.lossReasonOnlyForLoss,
    ],
    ['Closed-Won by hand', { status: 'Closed-Won' as const }, NOTE_MESSAGES.closedWonByBind],
    ['a comment too long', { comment: 'x'.repeat(5001) }, NOTE_MESSAGES.commentTooLong],
  ])('refuses %s', (_name, input, message) => {
    expect(firstIssue(input)?.message).toBe(message);
  });

  it('refuses a status change on an issued policy, but takes a comment there', () => {
    const bound = { policyStatus: 'bound' as const, salesStatus: 'Closed-Won' as const };
    expect(
      firstIssue({ status: 'Closed-Loss', lossReasonDetails: { reason: 'duplicate' } }, bound)?.message,
    ).toBe(NOTE_MESSAGES.statusLocked);
    expect(firstIssue({ comment: 'Client asked about a limit change' }, bound)).toBeNull();
  });

  it('lets only super admins mark a note internal, and only agency users and super admins attach files', () => {
    const internal = { comment: 'Underwriting view', isInternal: true };
    expect(firstIssue(internal, { groups: ['Underwriter', 'Apollo'] })).toMatchObject({
      message: NOTE_MESSAGES.internalOnlySuperAdmin,
      kind: 'forbidden',
    });
    expect(firstIssue(internal, { groups: ['SuperAdmin'] })).toBeNull();
    const withFile = { comment: 'Signed form', uploadedFiles: [{}] };
    expect(firstIssue(withFile, { groups: ['Standard'] })).toMatchObject({
      message: NOTE_MESSAGES.filesOnlyAgency,
      kind: 'forbidden',
    });
    expect(firstIssue(withFile, { groups: ['Apollo', 'Standard'] })).toBeNull();
    expect(firstIssue(withFile, { groups: ['SuperAdmin'] })).toBeNull();
    expect(
      firstIssue(
        { comment: 'x', uploadedFiles: Array.from({ length: 11 }, () => ({})) },
        { groups: ['Apollo'] },
      )?.message,
    ).toBe(NOTE_MESSAGES.tooManyFiles);
  });

  it('lets a carrier comment but not move the sales status', () => {
    const context = { flags: carrier, policyStatus: 'quoted' as const, salesStatus: 'Open' as const };
    expect(validateAccountNote({ comment: 'Reviewed the risk' }, context)).toEqual([]);
    expect(validateAccountNote({ comment: '', status: 'Closed-Test' }, context)[0]).toMatchObject({
      message: NOTE_MESSAGES.carrierStatus,
      kind: 'forbidden',
    });
  });
});

describe('note rules', () => {
  it('offers Open, Closed-Loss and Closed-Test on leads and nothing on issued policies', () => {
    expect(salesStatusChoices('quoted')).toEqual(['Open', 'Closed-Loss', 'Closed-Test']);
    expect(salesStatusChoices('rejected')).toEqual(['Open', 'Closed-Loss', 'Closed-Test']);
    for (const status of ['bound', 'cancelled', 'lapsed'] as const)
      expect(salesStatusChoices(status)).toEqual([]);
  });

  it('reminds everyone but endorsement users, super admins and underwriters', () => {
    expect(seesNoteReminder(flags('Standard'))).toBe(true);
    expect(seesNoteReminder(flags('Apollo', 'Standard'))).toBe(true);
    expect(seesNoteReminder(carrier)).toBe(true);
    for (const group of ['Endorsement', 'SuperAdmin', 'Underwriter'] as const) {
      expect(seesNoteReminder(flags(group))).toBe(false);
    }
  });

  it('prompts exactly the price, coverage and other reasons', () => {
    const prompted = LOSS_REASONS.filter((reason) => 'prompt' in reason).map((reason) => reason.value);
    expect(prompted).toEqual(['price-too-high', 'price-too-low', 'inadequate-coverage', 'other']);
  });
});

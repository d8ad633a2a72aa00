import { describe, expect, it } from 'vitest';
import { priceEndorsement } from '../endorsement/price.ts';
import { termRates, timelineFromQuote, withEndorsement, writtenPremium } from '../premium/timeline.ts';
import {
  EXTENSION_MESSAGES,
  extensionReviewReasons,
  overExtensionLimit,
  validateExtensionDetails,
  type ExtensionDetails,
} from './details.ts';
import { extendTimeline, priceExtension } from './price.ts';
import type { CardCharge } from '../rating/card-surcharge.ts';

/** A credit card on a commercial product (card-surcharge.ts). */
const CREDIT: CardCharge = { funding: 'credit', productId: 'contractors', on: '2026-12-01' };

const year = (rate: number, taxRate = 0.08) =>
  timelineFromQuote(
    {
      premiums: [{ key: 'buildingPremium', label: 'Building', amount: rate }],
      premiumsTaxRate: taxRate,
    } as never,
    '2026-01-01',
    '2027-01-01',
  );

const details: ExtensionDetails = {
  'extension-length': '3',
  'losses-claims': 'no',
  occupied: 'no',
  'change-in-scope': 'no',
  'explanation-for-change': 'None',
  'reason-for-extension': 'in-progress',
  'explanation-for-extension': 'Framing behind schedule',
  'reason-for-delay': 'weather',
  'explanation-for-delay': 'A wet spring',
  'percent-completed': '75',
  'extension-limit': '500000',
};

describe('priceExtension', () => {
  it('charges the latest rates pro rata over the added months, to the cent (Ontario, 3 months)', () => {
    const priced = priceExtension({ timeline: year(120_000), months: 3, province: 'ON', card: CREDIT });
    // 2027-01-01 + 3 months = 2027-04-01: 90 days more; 120,000 x 455 / 365 = 149,589.04 -> 149,589
    expect(priced.newExpiryDay).toBe('2027-04-01');
    expect(priced.addedDays).toBe(90);
    expect(priced.timeline.segments[0]?.rates).toEqual({ buildingPremium: 149_589 });
    expect(priced.premium).toBe(29_589); // 120,000 x 90 / 365 = 29,589.04
    expect(priced.charges.tax).toBe(2_367); // 8% RST: 2,367.12
    // credit card surcharge 2.4% of 31,956 = 766.944: at most 2.4%, so 766; no PST in Ontario
    expect(priced.charges.cardFee).toBe(766);
    expect(priced.charges.cardFeePST).toBe(0);
    expect(priced.taxesAndFees).toBe(2_367 + 766);
    expect(priced.total).toBe(29_589 + 2_367 + 766);
    expect(priced.minimumApplied).toBe(false);
    expect(writtenPremium(priced.timeline) - writtenPremium(year(120_000))).toBe(priced.premium);
  });

  it('keeps the $50 minimum retained premium when the months write less', () => {
    const priced = priceExtension({ timeline: year(10_000, 0), months: 1, province: 'AB', card: CREDIT });
    expect(priced.proRataPremium).toBe(849); // 10,000 x 31 / 365 = 849.3
    expect(priced.premium).toBe(5_000);
    expect(priced.minimumApplied).toBe(true);
    expect(writtenPremium(priced.timeline)).toBe(10_000 + 5_000);
    expect(priced.charges.tax).toBe(0); // no premium tax in Alberta (the timeline's rate)
  });

  it("charges an underwriter's premium exactly", () => {
    const priced = priceExtension({
      timeline: year(120_000),
      months: 6,
      province: 'ON',
      card: CREDIT,
      premium: 40_000,
    });
    expect(priced.premium).toBe(40_000);
    expect(priced.charges.tax).toBe(3_200);
    expect(writtenPremium(priced.timeline)).toBe(120_000 + 40_000);
    expect(() =>
      priceExtension({ timeline: year(120_000), months: 6, province: 'ON', card: CREDIT, premium: 4_999 }),
    ).toThrow(RangeError);
  });

  it('extends an endorsed timeline by its latest rates and keeps what the earlier periods wrote', () => {
    const endorsed = withEndorsement(year(120_000), '2026-07-01', { buildingPremium: 240_000 }, 0.08);
    const written = writtenPremium(endorsed); // 120,000 x 181/365 + 240,000 x 184/365 = 180,493.15
    expect(written).toBe(180_493);
    const priced = priceExtension({ timeline: endorsed, months: 3, province: 'ON', card: CREDIT });
    expect(priced.premium).toBe(59_178); // 240,000 x 90 / 365 = 59,178.08, the earlier periods unchanged
    expect(writtenPremium(priced.timeline)).toBe(written + priced.premium);
  });

  it('moves the 31st to the last day of a shorter month and adds up a second extension', () => {
    const timeline = timelineFromQuote(
      { premiums: [{ key: 'buildingPremium', label: 'B', amount: 73_000 }], premiumsTaxRate: 0 } as never,
      '2026-01-31',
      '2027-01-31',
    );
    const first = priceExtension({ timeline, months: 1, province: 'BC', card: CREDIT });
    expect(first.newExpiryDay).toBe('2027-02-28');
    expect(first.addedDays).toBe(28);
    expect(first.premium).toBe(5_600); // 73,000 x 28 / 365
    const second = priceExtension({ timeline: first.timeline, months: 2, province: 'BC', card: CREDIT });
    expect(second.newExpiryDay).toBe('2027-04-28');
    expect(second.premium).toBe(11_800); // 73,000 x 59 / 365
    expect(second.timeline.quotedTermDays).toBe(365);
  });
});

describe('an endorsement after an extension', () => {
  it('reads the quote at the extended term, so the unchanged lines charge nothing', () => {
    const extended = extendTimeline(year(120_000), '2027-04-01');
    expect(termRates(extended, { buildingPremium: 120_000 })).toEqual({ buildingPremium: 149_589 });
    expect(termRates(year(1), { buildingPremium: 120_000 })).toEqual({ buildingPremium: 120_000 });
    expect(typeof priceEndorsement).toBe('function');
  });
});

describe('the extension form', () => {
  it('requires every field and whole months', () => {
    expect(validateExtensionDetails(details)).toEqual({});
    const empty = validateExtensionDetails({});
    expect(Object.keys(empty)).toHaveLength(11);
    expect(empty.occupied).toBe(EXTENSION_MESSAGES.required);
    expect(EXTENSION_MESSAGES.required).toBe('Required');
    for (const partial of ['1.5', '0', '-2', 'two']) {
      expect(validateExtensionDetails({ ...details, 'extension-length': partial })['extension-length']).toBe(
        'Unable to offer partial months, must be a whole number',
      );
    }
    expect(
      validateExtensionDetails({ ...details, 'reason-for-delay': 'strike' })['reason-for-delay'],
    ).toBeTruthy();
  });

  it('refers losses, a change in scope, a low percent completed, an occupied building and another limit', () => {
    expect(extensionReviewReasons(details, 500_000)).toEqual([]);
    expect(
      extensionReviewReasons(
        {
          ...details,
          'losses-claims': 'yes',
          'change-in-scope': 'yes',
          'percent-completed': '25',
          occupied: 'yes',
          'extension-limit': '600000',
        },
        500_000,
      ),
    ).toEqual(['lossesOrClaims', 'changeInScope', 'lowPercentCompleted', 'occupied', 'limitChanged']);
    expect(extensionReviewReasons({ ...details, 'percent-completed': '50' }, 500_000)).toEqual([]);
  });

  it('allows 18 months of extensions in all, no more', () => {
    expect(overExtensionLimit(0, 18)).toBe(false);
    expect(overExtensionLimit(0, 19)).toBe(true);
    expect(overExtensionLimit(15, 3)).toBe(false);
    expect(overExtensionLimit(15, 4)).toBe(true);
  });
});

import type { QuestionOption } from '../types.ts';

/**
 * Contractor trades offered online. rateClass is this marketplace's hazard class (C1 light to
 * C4 roofing; X is not written online); ibcCode is the four-digit class code the trade is filed
 * under in this marketplace's (illustrative) classification.
 */
export const TRADE_CLASSES: Record<string, QuestionOption> = {
  'painting-interior': {
    value: 'painting-interior',
    label: 'Painting and decorating (interior)',
    rateClass: 'C1',
    ibcCode: '7411',
  },
  flooring: { value: 'flooring', label: 'Flooring installation', rateClass: 'C1', ibcCode: '7412' },
  'finish-carpentry': {
    value: 'finish-carpentry',
    label: 'Finish carpentry and cabinets',
    rateClass: 'C1',
    ibcCode: '7413',
  },
  drywall: { value: 'drywall', label: 'Drywall and taping', rateClass: 'C1', ibcCode: '7414' },
  landscaping: {
    value: 'landscaping',
    label: 'Landscaping (no tree removal)',
    rateClass: 'C1',
    ibcCode: '7415',
  },
  electrical: { value: 'electrical', label: 'Electrical', rateClass: 'C2', ibcCode: '7421' },
  plumbing: { value: 'plumbing', label: 'Plumbing', rateClass: 'C2', ibcCode: '7422' },
  hvac: {
    value: 'hvac',
    label: 'Heating, ventilation and air conditioning',
    rateClass: 'C2',
    ibcCode: '7423',
  },
  'framing-carpentry': {
    value: 'framing-carpentry',
    label: 'Framing carpentry',
    rateClass: 'C2',
    ibcCode: '7424',
  },
  'tile-stone': { value: 'tile-stone', label: 'Tile and stone', rateClass: 'C2', ibcCode: '7425' },
  concrete: { value: 'concrete', label: 'Concrete flatwork', rateClass: 'C2', ibcCode: '7426' },
  'general-contractor': {
    value: 'general-contractor',
    label: 'General contractor (residential renovation)',
    rateClass: 'C3',
    ibcCode: '7431',
  },
  masonry: { value: 'masonry', label: 'Masonry', rateClass: 'C3', ibcCode: '7432' },
  'siding-eavestrough': {
    value: 'siding-eavestrough',
    label: 'Siding and eavestroughs',
    rateClass: 'C3',
    ibcCode: '7433',
  },
  excavation: { value: 'excavation', label: 'Excavation', rateClass: 'C3', ibcCode: '7434' },
  roofing: {
    value: 'roofing',
    label: 'Roofing',
    rateClass: 'C4',
    ibcCode: '7441',
    tooltip: 'Referred to an underwriter.',
  },
  demolition: {
    value: 'demolition',
    label: 'Demolition',
    rateClass: 'X',
    ibcCode: '7451',
    tooltip: 'Not written online.',
  },
  blasting: {
    value: 'blasting',
    label: 'Blasting',
    rateClass: 'X',
    ibcCode: '7452',
    tooltip: 'Not written online.',
  },
  'asbestos-abatement': {
    value: 'asbestos-abatement',
    label: 'Asbestos abatement',
    rateClass: 'X',
    ibcCode: '7453',
    disabled: true,
    tooltip: 'No longer offered.',
  },
};

/** The options of the given trades, in order. */
export function tradeOptions(values: readonly string[]): QuestionOption[] {
  return values.map((value) => {
    const option = TRADE_CLASSES[value];
    if (!option) throw new Error(`Unknown trade ${value}`);
    return option;
  });
}

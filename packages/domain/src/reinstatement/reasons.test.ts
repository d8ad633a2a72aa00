import { describe, expect, it } from 'vitest';
import { REINSTATEMENT_REASONS, validateOpenLapsedForm, validateReinstatementForm } from './reasons.ts';

describe('reinstatement and open-lapsed forms', () => {
  it('offers the spec reasons word for word', () =>
    expect(REINSTATEMENT_REASONS).toEqual(['Processing Error', 'Approval from Insurer / Product Director']));

  it.each([
    [{ reinstatementReason: 'Processing Error', details: 'Card declined by mistake' }, {}],
    [{ reinstatementReason: '', details: 'x' }, { reinstatementReason: 'Required' }],
    [{ reinstatementReason: 'Other', details: 'x' }, { reinstatementReason: 'Required' }],
    [
      { reinstatementReason: 'Approval from Insurer / Product Director', details: '   ' },
      { details: 'Required' },
    ],
  ])('%o gives %o', (form, errors) => expect(validateReinstatementForm(form)).toEqual(errors));

  it('needs a comment to open a lapsed policy', () => {
    expect(validateOpenLapsedForm({ comment: ' ' })).toEqual({ comment: 'Required' });
    expect(validateOpenLapsedForm({ comment: 'Renewal paid late' })).toEqual({});
  });
});

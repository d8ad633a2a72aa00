import { getContrastRatio } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { theme } from './theme.ts';

/** WCAG AA for normal text (chips' labels are small text). */
const AA = 4.5;

describe('the theme meets WCAG AA contrast on chips', () => {
  const { palette } = theme;
  const surfaces = { card: palette.background.paper, page: palette.background.default };

  it.each(['primary', 'info', 'warning', 'success', 'error'] as const)(
    '%s: outlined chip text on cards and on the page, and filled chip text on its colour',
    (colour) => {
      const { main, contrastText } = palette[colour];
      for (const [surface, background] of Object.entries(surfaces)) {
        expect(getContrastRatio(main, background), `${colour} on ${surface}`).toBeGreaterThanOrEqual(AA);
      }
      expect(getContrastRatio(contrastText, main), `${colour} filled`).toBeGreaterThanOrEqual(AA);
    },
  );
});

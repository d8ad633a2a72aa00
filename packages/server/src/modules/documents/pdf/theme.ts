import { rgb } from 'pdf-lib';

/** US Letter, the paper size Canadian insurers print on. */
export const PAGE_SIZE: [number, number] = [612, 792];
export const MARGIN = { top: 72, bottom: 68, left: 54, right: 54 } as const;
export const CONTENT_WIDTH = PAGE_SIZE[0] - MARGIN.left - MARGIN.right;

export const COLOURS = {
  ink: rgb(0.12, 0.14, 0.17),
  muted: rgb(0.4, 0.44, 0.49),
  accent: rgb(0.07, 0.26, 0.49),
  rule: rgb(0.78, 0.81, 0.85),
  shade: rgb(0.94, 0.96, 0.98),
} as const;

export const SIZES = { title: 18, subtitle: 11, heading: 12, subheading: 10.5, body: 9.5, small: 8 } as const;

/** Line height for a font size. */
export const leading = (size: number) => size * 1.38;

import type { PDFFont, PDFPage } from 'pdf-lib';
import type { COLOURS } from './theme.ts';

export interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
  italic: PDFFont;
}

/** The page cursor shared by the drawing helpers. */
export interface Cursor {
  fonts: Fonts;
  page: PDFPage;
  /** Top of the next line, in points from the bottom of the page. */
  y: number;
  /** Makes sure `height` points fit on the page, starting a new page otherwise. */
  ensure(height: number): void;
  /** Draws one line of (encodable) text with its top at the cursor, without moving it. */
  text(value: string, x: number, size: number, font: PDFFont, colour?: keyof typeof COLOURS): void;
}

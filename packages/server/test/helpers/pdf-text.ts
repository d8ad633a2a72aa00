import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** The text of a PDF's pages, its runs joined with spaces, and its page count. */
export async function pdfText(bytes: Uint8Array): Promise<{ text: string; pages: number }> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), verbosity: 0 }).promise;
  const parts: string[] = [];
  for (let n = 1; n <= pdf.numPages; n += 1) {
    const content = await (await pdf.getPage(n)).getTextContent();
    for (const item of content.items) if ('str' in item) parts.push(item.str);
  }
  return { text: parts.join(' '), pages: pdf.numPages };
}

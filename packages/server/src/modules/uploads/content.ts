import { PDFDocument } from 'pdf-lib';

const PDF_HEADER = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-
const PNG_HEADER = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG_HEADER = [0xff, 0xd8, 0xff];

const startsWith = (bytes: Uint8Array, header: readonly number[]) =>
  bytes.byteLength >= header.length && header.every((byte, i) => bytes[i] === byte);

/**
 * A real PDF, judged by its content and never by its name or declared type: it starts with %PDF-
 * and pdf-lib reads a document of at least one page from it.
 */
export async function isPdf(bytes: Uint8Array): Promise<boolean> {
  if (!startsWith(bytes, PDF_HEADER)) return false;
  try {
    const document = await PDFDocument.load(bytes, { ignoreEncryption: true, updateMetadata: false });
    return document.getPageCount() > 0;
  } catch {
    return false;
  }
}

/**
 * The Content-Type a stored upload is served with, from its first bytes: PDF, PNG or JPEG, else
 * application/octet-stream. What the browser declared is never trusted (it could say text/html).
 */
export function sniffContentType(bytes: Uint8Array): string {
  if (startsWith(bytes, PDF_HEADER)) return 'application/pdf';
  if (startsWith(bytes, PNG_HEADER)) return 'image/png';
  if (startsWith(bytes, JPEG_HEADER)) return 'image/jpeg';
  return 'application/octet-stream';
}

/** The file name part of an upload's key: safe characters only, at most 100, keeping the extension. */
export function keyFileName(fileName: string): string {
  const safe = fileName.replace(/[^A-Za-z0-9._-]+/g, '-').replace(/^[.-]+/, '') || 'upload';
  if (safe.length <= 100) return safe;
  const dot = safe.lastIndexOf('.');
  const extension = dot > 0 && safe.length - dot <= 10 ? safe.slice(dot) : '';
  return safe.slice(0, 100 - extension.length) + extension;
}

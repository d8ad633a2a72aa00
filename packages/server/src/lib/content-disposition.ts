import { cleanFileName } from '@bm/domain';

/**
 * `attachment; filename="…"; filename*=UTF-8''…` (RFC 6266): an ASCII fallback for old clients and
 * the exact name, percent-encoded, for the rest. The name is cleaned first (docs/decisions/0022): no
 * bidi or other format characters, and no lone surrogate, which encodeURIComponent cannot encode.
 */
export function contentDisposition(name: string): string {
  const fileName = cleanFileName(name);
  const fallback = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages.ts';
import {
  EMAIL_ATTACHMENT_LIMIT_BYTES,
  EMAIL_DOCUMENTS_MESSAGES,
  emailSelectionIssue,
  selectionSize,
} from './email-documents.ts';

describe('emailSelectionIssue', () => {
  it('is 10 MB in bytes', () => {
    expect(EMAIL_ATTACHMENT_LIMIT_BYTES).toBe(10 * 1024 * 1024);
  });

  it.each([
    ['nothing selected', [], EMAIL_DOCUMENTS_MESSAGES.noneSelected],
    ['one small file', [245_760], null],
    ['one byte under 10 MB', [EMAIL_ATTACHMENT_LIMIT_BYTES - 1], null],
    ['exactly 10 MB', [EMAIL_ATTACHMENT_LIMIT_BYTES], MESSAGES.emailDocumentsTooLarge],
    ['two 6 MB files', [6 * 1024 * 1024, 6 * 1024 * 1024], MESSAGES.emailDocumentsTooLarge],
    ['three files together under the limit', [4_000_000, 4_000_000, 2_485_759], null],
  ])('%s', (_label, sizes, expected) => {
    expect(emailSelectionIssue(sizes)).toBe(expected);
  });

  it('says the spec message word for word', () => {
    expect(MESSAGES.emailDocumentsTooLarge).toBe(
      'The total size of selected files exceeds the 10MB limit allowed for emailing. Please reduce the selection to proceed.',
    );
    expect(selectionSize([1, 2, 3])).toBe(6);
  });
});

import { describe, expect, it } from 'vitest';
import { addNoteBody } from './notes.ts';
import { cancellationSubmitSchema } from './cancellation.ts';
import { openLapsedPolicyBody } from './reinstatement.ts';

describe('file names a client sends with an upload path (docs/decisions/0022)', () => {
  const sent = { path: 'P-1/uploads/x-signed.pdf', name: '\u202Dsigned\u202E form\u200B.pdf' };

  it('are received without control or format characters', () => {
    expect(addNoteBody.parse({ uploadedFiles: [sent] }).uploadedFiles[0]!.name).toBe('signed form.pdf');
    expect(
      openLapsedPolicyBody.parse({ comment: 'Paid', uploadedFiles: [sent] }).uploadedFiles[0]!.name,
    ).toBe('signed form.pdf');
    const cancellation = cancellationSubmitSchema.shape.uploadedFiles.parse([sent]);
    expect(cancellation[0]!.name).toBe('signed form.pdf');
  });

  it('still refuses a name over the limit', () => {
    expect(addNoteBody.safeParse({ uploadedFiles: [{ path: 'p', name: 'a'.repeat(256) }] }).success).toBe(
      false,
    );
  });
});

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CancellationPremiumsBody } from '@bm/contracts';
import type { Group } from '@bm/domain';
import { axeViolations } from '../../../test/axe.ts';
import { applicationId, makeApplication } from '../../../test/crm-fixtures.ts';
import { mockFetch } from '../../../test/fetch-mock.ts';
import { makeUser, renderApp } from '../../../test/render.tsx';
import { makeBoundPolicy, premiumsAnswer } from '../actions/cancellation/test/fixtures.ts';

afterEach(() => vi.unstubAllGlobals());

const ID = applicationId(1);

/** The three dialogs that take a PDF: who opens them, on which record, and the upload's names. */
const DIALOGS = [
  {
    action: 'Add account note',
    groups: ['Apollo', 'Standard'],
    record: makeApplication({ status: 'quoted', salesStatus: 'Open', policyNumber: null, boundDate: null }),
    button: 'Attach PDF',
    input: 'Attach PDF',
  },
  {
    action: 'Cancel policy',
    groups: ['Standard'],
    record: makeBoundPolicy(),
    button: 'Choose PDF',
    input: 'Signed cancellation form (PDF)',
  },
  {
    action: 'Open lapsed policy',
    groups: ['Endorsement'],
    record: makeApplication({ status: 'lapsed', policyNumber: 'TEN-2025-100001' }),
    button: 'Add PDF',
    input: 'Supporting documents (PDF)',
  },
] as const;

function serve(record: ReturnType<typeof makeApplication>) {
  return mockFetch(({ method, url, body }) => {
    const path = url.pathname;
    if (method === 'GET' && path === `/api/applications/${ID}`) return { body: record };
    if (method === 'GET' && path === `/api/applications/${ID}/documents`) return { body: [] };
    if (method === 'GET' && path === `/api/applications/${ID}/transactions`) return { body: [] };
    if (method === 'GET' && path === `/api/applications/${ID}/notes`) return { body: [] };
    if (method === 'POST' && path === '/api/analytics/events') return { body: { ok: true } };
    if (method === 'POST' && path === `/api/applications/${ID}/cancellation/premiums`)
      return { body: premiumsAnswer(record, body as CancellationPremiumsBody) };
    return undefined;
  });
}

async function openDialog(action: string, groups: readonly Group[]) {
  renderApp(`/crm/applications/${ID}`, { user: makeUser([...groups]) });
  await userEvent.click(await screen.findByRole('button', { name: 'Actions' }));
  await userEvent.click(screen.getByRole('menuitem', { name: action }));
  return screen.findByRole('dialog', { name: action });
}

describe.each(DIALOGS)('the PDF upload of $action', ({ action, groups, record, button, input }) => {
  it('is one button, not a control inside another, that opens the file chooser from the keyboard', async () => {
    serve(record);
    const dialog = await openDialog(action, groups);
    const choose = within(dialog).getByRole('button', { name: button });
    // The file input is not inside the button (axe: nested-interactive) …
    const file = within(dialog).getByLabelText(input);
    expect(choose).not.toContainElement(file);
    expect((await axeViolations(dialog)).filter((line) => line.startsWith('nested-interactive'))).toEqual([]);
    // … and Enter on the button opens the chooser (a click on the input).
    const opened = vi.fn((event: Event) => event.preventDefault());
    file.addEventListener('click', opened);
    choose.focus();
    await userEvent.keyboard('{Enter}');
    expect(opened).toHaveBeenCalledTimes(1);
    await userEvent.keyboard(' ');
    expect(opened).toHaveBeenCalledTimes(2);
  });
});

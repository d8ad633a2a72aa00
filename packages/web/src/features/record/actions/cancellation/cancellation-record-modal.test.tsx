import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../../../test/axe.ts';
import { applicationId } from '../../../../test/crm-fixtures.ts';
import { mockFetch } from '../../../../test/fetch-mock.ts';
import { makeUser, renderApp } from '../../../../test/render.tsx';
import { dayFromToday, makeBoundPolicy, recordAnswer } from './test/fixtures.ts';

afterEach(() => vi.unstubAllGlobals());

/** Tabs from the dialog's start until `target` has focus; the Tab presses it took, or null if never. */
async function tabsTo(target: HTMLElement, limit = 10): Promise<number | null> {
  for (let presses = 1; presses <= limit; presses += 1) {
    await userEvent.tab();
    if (document.activeElement === target) return presses;
  }
  return null;
}

describe('the cancellation record, by keyboard', () => {
  it('its scrolling figures are a named region the keyboard reaches', async () => {
    const ID = applicationId(1);
    const record = makeBoundPolicy({ status: 'cancelled' });
    mockFetch(({ method, url }) => {
      const path = url.pathname;
      if (method === 'GET' && path === `/api/applications/${ID}`) return { body: record };
      if (method === 'GET' && path === `/api/applications/${ID}/documents`) return { body: [] };
      if (method === 'GET' && path === `/api/applications/${ID}/transactions`) return { body: [] };
      if (method === 'POST' && path === '/api/analytics/events') return { body: { ok: true } };
      if (method === 'GET' && path === `/api/applications/${ID}/cancellationRecord`) {
        const body = recordAnswer(record, {
          cancEffectiveDate: dayFromToday(10),
          cancOption: 'shortrate',
          feeWaived: false,
          adminFeeWaived: false,
          missedPaymentFeeWaived: false,
        });
        return { body };
      }
      return undefined;
    });
    renderApp(`/crm/applications/${ID}`, { user: makeUser(['Standard']) });
    await userEvent.click(await screen.findByRole('button', { name: 'Actions' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Cancellation record' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancellation record' });
    await within(dialog).findByRole('table', { name: 'Return premiums' });
    const details = within(dialog).getByRole('region', { name: 'Cancellation record details' });
    expect(await tabsTo(details)).not.toBeNull();
    expect(await axeViolations(dialog)).toEqual([]);
  });
});

import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MeUser } from '@bm/contracts';
import { makeUser, renderApp } from '../../../test/render.tsx';
import { APPLICATION_ID } from './fixtures.ts';

export const BROKER: MeUser = makeUser(['Standard']);

export const APPLICATION_URL = `/products/tenants/application?applicationId=${APPLICATION_ID}`;

/** The application page of APPLICATION_ID, as a signed-in broker, once its step heading shows. */
export async function renderApplication(stepHeading: string) {
  const view = renderApp(APPLICATION_URL, { user: BROKER });
  await screen.findByRole('heading', { level: 2, name: stepHeading });
  return view;
}

/** Amounts shown as '$1,234.56' in cents. */
export function centsOf(text: string | null): number {
  const match = /(-?)\$([\d,]+)\.(\d{2})/.exec(text ?? '');
  if (!match) throw new Error(`No amount in "${text}"`);
  const [, sign, dollars, cents] = match;
  return (sign ? -1 : 1) * (Number(dollars?.replace(/,/g, '')) * 100 + Number(cents));
}

/** Puts text in a field at once (a paste), where typing it key by key would only slow the test. */
export async function enter(field: HTMLElement, text: string) {
  await userEvent.click(field);
  await userEvent.paste(text);
}

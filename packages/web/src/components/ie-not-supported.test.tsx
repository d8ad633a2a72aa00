import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { MESSAGES } from '@bm/domain';
import indexHtml from '../../index.html?raw';
import { isInternetExplorer } from '../lib/browser.ts';
import { IeNotSupported } from './ie-not-supported.tsx';

afterEach(cleanup);

describe('Internet Explorer (spec 2.1)', () => {
  it.each([
    ['Mozilla/5.0 (Windows NT 10.0; WOW64; Trident/7.0; rv:11.0) like Gecko', true],
    ['Mozilla/4.0 (compatible; MSIE 8.0; Windows NT 6.1; Trident/4.0)', true],
    [
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36',
      false,
    ],
    ['Mozilla/5.0 (Windows NT 10.0) AppleWebKit/537.36 Chrome/131.0 Safari/537.36 Edg/131.0', false],
  ])('%s -> %s', (userAgent, expected) => {
    expect(isInternetExplorer(userAgent)).toBe(expected);
  });

  it('recommends Chrome instead of the app', () => {
    render(<IeNotSupported />);
    expect(screen.getByText(MESSAGES.ieNotSupported)).toBeInTheDocument();
  });

  it('says the same in index.html, where IE ignores the app’s module script', () => {
    expect(indexHtml).toContain(MESSAGES.ieNotSupported);
  });
});

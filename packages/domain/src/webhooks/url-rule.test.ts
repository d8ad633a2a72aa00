import { describe, expect, it } from 'vitest';
import { WEBHOOK_URL_MESSAGES, webhookUrlHost, webhookUrlProblem } from './url-rule.ts';

describe('webhookUrlProblem', () => {
  it.each([
    ['https://hooks.example.com/in', false, null],
    ['https://hooks.example.com:8443/in?x=1', false, null],
    ['http://hooks.example.com/in', false, WEBHOOK_URL_MESSAGES.notHttps],
    ['http://127.0.0.1:4000/in', true, null],
    ['ftp://hooks.example.com/in', true, WEBHOOK_URL_MESSAGES.notAUrl],
    ['hooks.example.com/in', false, WEBHOOK_URL_MESSAGES.notAUrl],
    ['not a url', false, WEBHOOK_URL_MESSAGES.notAUrl],
    ['https://user:secret@hooks.example.com/in', false, WEBHOOK_URL_MESSAGES.credentials],
    ['https://user@hooks.example.com/in', false, WEBHOOK_URL_MESSAGES.credentials],
    ['https://[::1]/in', false, null],
    ['https://:443/in', false, WEBHOOK_URL_MESSAGES.noHost],
    ['https://hooks.example.com:99999/in', false, WEBHOOK_URL_MESSAGES.notAUrl],
    ['https://hooks example.com/in', false, WEBHOOK_URL_MESSAGES.notAUrl],
  ])('%s (private allowed: %s): %s', (url, allowPrivate, problem) => {
    expect(webhookUrlProblem(url, allowPrivate)).toBe(problem);
  });
});

describe('webhookUrlHost', () => {
  it('drops the brackets of an IPv6 literal', () => {
    expect(webhookUrlHost('https://[::1]:8443/x')).toBe('::1');
    expect(webhookUrlHost('https://Hooks.Example.com/x')).toBe('hooks.example.com');
  });
});

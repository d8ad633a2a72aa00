import {
  createCustomPremiumsResponse,
  customQuoteResponse,
  type CreateCustomPremiumsBody,
  type CreateCustomPremiumsResponse,
  type CustomQuoteResponse,
} from '@bm/contracts';
import { CUSTOM_PREMIUM_MESSAGES, parseDollarsText } from '@bm/domain';
import { apiRequest, applicationApiPath, ApiError } from '../../../../lib/api-client.ts';

/** POST /api/applications/{id}/getCustomEndorsementQuote (spec 7): the quote of a premium, nothing saved. */
export function fetchCustomQuote(applicationId: string, totalPremium: number): Promise<CustomQuoteResponse> {
  return apiRequest(applicationApiPath(applicationId, '/getCustomEndorsementQuote'), {
    method: 'POST',
    body: { totalPremium },
    schema: customQuoteResponse,
  });
}

/** POST /api/applications/{id}/createCustomPremiums (spec 7): one card charge, the premium recorded. */
export function createCustomPremiums(
  applicationId: string,
  body: CreateCustomPremiumsBody,
): Promise<CreateCustomPremiumsResponse> {
  return apiRequest(applicationApiPath(applicationId, '/createCustomPremiums'), {
    method: 'POST',
    body,
    schema: createCustomPremiumsResponse,
  });
}

/** Spec 8: a quote failure shows the server's message, else the spec's own. */
export function quoteFailure(error: unknown): string {
  return error instanceof ApiError && error.status > 0 && error.status < 500 && error.message
    ? error.message
    : CUSTOM_PREMIUM_MESSAGES.quoteFailed;
}

/** Spec 8: a save failure the user cannot fix here is the spec's message; a refused rule says which. */
export function saveFailure(error: unknown): string {
  return error instanceof ApiError && error.status >= 400 && error.status < 500 && error.message
    ? error.message
    : CUSTOM_PREMIUM_MESSAGES.saveFailed;
}

/** '100', '$1,250.5' -> cents; null when it is not an amount. */
export function premiumCents(text: string): number | null {
  return parseDollarsText(text, { signed: true });
}

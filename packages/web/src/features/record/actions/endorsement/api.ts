import {
  endorsementQuoteResponse,
  applicationDefinitionResponse,
  type EndorsementQuoteResponse,
  type EndorsementRequest,
} from '@bm/contracts';
import type { ProductDefinition } from '@bm/domain';
import { apiRequest, applicationApiPath } from '../../../../lib/api-client.ts';

/** What POST /api/applications/{id}/endorsement/quote prices (the endorsement without expectedTotal). */
export type EndorsementQuoteRequest = Omit<NonNullable<EndorsementRequest['endorsement']>, 'expectedTotal'>;

/**
 * GET /api/applications/{id}/definition: the definition the policy was bound on (its pinned version),
 * the same one the server prices the endorsement with.
 */
export async function fetchApplicationDefinition(
  applicationId: string,
  signal?: AbortSignal,
): Promise<ProductDefinition> {
  const answer = await apiRequest(applicationApiPath(applicationId, '/definition'), {
    schema: applicationDefinitionResponse,
    signal,
  });
  return answer.definition as unknown as ProductDefinition;
}

/** POST /api/applications/{id}/endorsement/quote: the priced endorsement; nothing is saved. */
export function quoteEndorsement(
  applicationId: string,
  body: EndorsementQuoteRequest,
  signal?: AbortSignal,
): Promise<EndorsementQuoteResponse> {
  return apiRequest(applicationApiPath(applicationId, '/endorsement/quote'), {
    method: 'POST',
    body,
    schema: endorsementQuoteResponse,
    signal,
  });
}

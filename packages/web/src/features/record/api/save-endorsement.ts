import { endorsementResponse, type EndorsementRequest, type EndorsementResponse } from '@bm/contracts';
import { apiRequest, applicationApiPath } from '../../../lib/api-client.ts';

/**
 * POST /api/applications/{id}/endorsement: saves the endorsement, charging or refunding once per
 * idempotency key. 402 `{ code: 'payment_failed' }` when the card cannot be charged; 409 when the
 * figures moved since the preview. A cancellation is an endorsement too (spec 4): the endorsement
 * and the cancellation actions (actions/endorsement, actions/cancellation) both save through here.
 */
export function saveEndorsement(
  applicationId: string,
  body: EndorsementRequest,
): Promise<EndorsementResponse> {
  return apiRequest(applicationApiPath(applicationId, '/endorsement'), {
    method: 'POST',
    body,
    schema: endorsementResponse,
  });
}

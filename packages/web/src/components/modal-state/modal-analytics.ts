import type { AnalyticsEventBody } from '@bm/contracts';
import type { PolicyModalType } from '@bm/domain';
import { apiRequest } from '../../lib/api-client.ts';
import type { ModalProps } from './modal-types.ts';

/**
 * POST /api/analytics/events: records that a modal opened, with its type and call to action
 * (spec 2.6). Fire and forget: a failed request is ignored and never blocks the modal.
 */
export function recordModalOpen(type: PolicyModalType, props: ModalProps): void {
  const event: AnalyticsEventBody = {
    name: 'modal_open',
    properties: { modalType: type, callToAction: props.callToAction, applicationId: props.applicationId },
  };
  apiRequest('/api/analytics/events', { method: 'POST', body: event }).catch(() => undefined);
}

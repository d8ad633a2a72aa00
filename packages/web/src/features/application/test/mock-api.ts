import type { Application, BillingConfigResponse, ProductDetail } from '@bm/contracts';
import { quoteApplication, type EligibilityResult, type Form, type ProductDefinition } from '@bm/domain';
import {
  mockFetch,
  type MockHandler,
  type MockReply,
  type MockRequest,
} from '../../../test/fetch-mock.ts';
import { makeApplication, makeProduct, TEST_DEFINITION } from './fixtures.ts';

export interface ApplicationApiOptions {
  definition?: ProductDefinition;
  application?: Partial<Application>;
  product?: ProductDetail;
  /** Overrides the eligibility the PUT answers (otherwise the domain's reading of the saved form). */
  saveEligibility?: EligibilityResult;
  /** What GET /api/billing/config answers: the simulated processor unless a test says Stripe. */
  billingConfig?: BillingConfigResponse;
  /** Answers a request before the defaults (return undefined to fall through). */
  handle?: MockHandler;
}

/**
 * The application API as the server answers it, with the real domain functions: PUT saves the
 * form and rates it with quoteApplication, POST /quote rates what was saved, GET /api/billing/config
 * answers `billingConfig` (simulated by default). Other calls (card tokens, saved cards, pay,
 * address) come from `handle`. As on the server, the first PUT of an id nobody saved yet creates the
 * application under that id (GET answers 404 until then): the mock's application takes that id.
 */
export function mockApplicationApi(options: ApplicationApiOptions = {}) {
  const definition = options.definition ?? TEST_DEFINITION;
  const product = options.product ?? makeProduct(definition);
  let application = makeApplication({ productId: definition.productId, ...options.application });
  let appPath = `/api/applications/${application.applicationId}`;
  const onePath = /^\/api\/applications\/([0-9a-f-]{36})$/;
  const today = '2026-11-20';

  const defaults = ({ method, url, body }: MockRequest): MockReply | undefined => {
    if (method === 'GET' && url.pathname === `/api/products/${product.productId}`) return { body: product };
    if (method === 'POST' && url.pathname === '/api/applications') return { status: 201, body: application };
    if (method === 'GET' && url.pathname === appPath) return { body: application };
    const unsaved = url.pathname === appPath ? null : onePath.exec(url.pathname);
    if (method === 'GET' && unsaved) return { status: 404, body: { message: 'Application not found' } };
    if (method === 'PUT' && unsaved) {
      // A first saved answer: the application starts under the id the browser chose.
      application = { ...application, applicationId: unsaved[1]!, status: 'started' };
      appPath = url.pathname;
    }
    if (method === 'PUT' && url.pathname === appPath) {
      const save = body as { form: Form; currentPage: number; paymentPeriod?: Application['paymentPeriod'] };
      const rated = quoteApplication(definition, save.form, { today });
      application = {
        ...application,
        form: save.form,
        currentPage: save.currentPage,
        paymentPeriod: save.paymentPeriod ?? application.paymentPeriod,
      };
      return {
        body: {
          application,
          eligibility: options.saveEligibility ?? rated.eligibility,
          errors: rated.errors,
        },
      };
    }
    if (method === 'POST' && url.pathname === `${appPath}/quote`) {
      return { body: quoteApplication(definition, application.form as Form, { today }) };
    }
    if (method === 'GET' && url.pathname === '/api/billing/config') {
      return { body: options.billingConfig ?? { provider: 'simulated' } };
    }
    return undefined;
  };

  const api = mockFetch((request) => options.handle?.(request) ?? defaults(request));
  return {
    ...api,
    get applicationPath() {
      return appPath;
    },
    saves: () => api.to('PUT', appPath),
  };
}

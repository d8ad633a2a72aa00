import { localized } from './lib/i18n/index.ts';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyCookie from '@fastify/cookie';
import fastifyHelmet from '@fastify/helmet';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyReply, type FastifyRequest } from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { configWarnings, stripeSettings, type Config, type StripeKeys } from './config.ts';
import type { Database, Db } from './db/client.ts';
import {
  createEmailService,
  createEmailTransport,
  type EmailService,
  type EmailTransport,
} from './integrations/email/email-service.ts';
import { createFileStorage, type FileStorage } from './integrations/storage/index.ts';
import { createPaymentProvider, type PaymentProvider } from './integrations/payments/index.ts';
import { createLocationService, type LocationService } from './integrations/location/index.ts';
import { createTicketService, type TicketService } from './integrations/tickets/index.ts';
import {
  createAccountingProvider,
  createTokenVault,
  type AccountingProvider,
  type TokenVault,
} from './integrations/accounting/index.ts';
import { HttpError } from './lib/errors.ts';
import { apiKeyAuth, apiKeyRoutes } from './modules/api-keys/index.ts';
import { applicationRoutes, applicationWriteRoutes } from './modules/applications/index.ts';
import { billingRoutes } from './modules/billing/index.ts';
import { productRoutes } from './modules/products/index.ts';
import { cancellationRoutes } from './modules/cancellation/index.ts';
import { endorsementRoutes } from './modules/endorsement/index.ts';
import { authRoutes } from './modules/auth/index.ts';
import { brokerageRoutes } from './modules/brokerages/index.ts';
import { documentRoutes } from './modules/documents/index.ts';
import { locationRoutes } from './modules/location/index.ts';
import { searchRoutes } from './modules/search/index.ts';
import { ticketRoutes } from './modules/tickets/index.ts';
import { historyRoutes } from './modules/history/index.ts';
import { analyticsRoutes } from './modules/analytics/index.ts';
import { uploadRoutes } from './modules/uploads/index.ts';
import { renewalRoutes } from './modules/renewal/index.ts';
import { transferRoutes } from './modules/transfer/index.ts';
import { certificateRoutes } from './modules/certificates/index.ts';
import { noteRoutes } from './modules/notes/index.ts';
import { reinstatementRoutes } from './modules/reinstatement/index.ts';
import { invoiceRoutes, invoiceSearchRoutes } from './modules/invoices/index.ts';
import { refundRoutes } from './modules/refunds/index.ts';
import { nsfRoutes } from './modules/collections/index.ts';
import { payInFullRoutes } from './modules/pay-in-full/index.ts';
import { changePaymentPlanRoutes } from './modules/change-payment-plan/index.ts';
import { extensionRoutes } from './modules/extension/index.ts';
import { manualInvoiceRoutes } from './modules/manual-invoice/index.ts';
import { financeTransactionRoutes } from './modules/finance-transaction/index.ts';
import { erpRoutes } from './modules/erp/index.ts';
import { paymentLinkIssueRoutes, paymentLinkRoutes } from './modules/payment-links/index.ts';
import { reportRoutes } from './modules/reports/index.ts';
import { financialReportRoutes } from './modules/financial-reports/index.ts';
import { partnerPayoutRoutes } from './modules/partner-payouts/index.ts';
import { accountingRoutes } from './modules/accounting/index.ts';
import { customPremiumRoutes } from './modules/custom-premium/index.ts';
import { correspondenceRoutes } from './modules/correspondence/index.ts';
import { allowPortalFraming, portalRoutes } from './modules/portal/index.ts';
import { toolboxRoutes } from './modules/toolbox/index.ts';
import { partnershipRoutes } from './modules/partnerships/index.ts';
import { webhookDelivery, webhookEndpointRoutes } from './modules/webhooks/index.ts';
import { authContext } from './plugins/auth-context.ts';
import { openApi } from './plugins/openapi.ts';
import { databaseRateLimitStore } from './plugins/rate-limit-store.ts';
import { clientGone, stopWhenClientGone } from './plugins/stop-when-client-gone.ts';
import { rejectNul } from './plugins/reject-nul.ts';
import { sessionRevocations } from './plugins/session-revocations.ts';
import { noStoreApiAnswers, refuseCrossSiteWrites } from './plugins/same-origin.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
    email: EmailService;
    /** Stored files: local disk by default, S3 when S3_BUCKET is set. */
    storage: FileStorage;
    /** The clock: injectable so that expiry rules can be tested. */
    now: () => Date;
    /** Card payments: the simulated processor, or Stripe when both accounts' keys are set. */
    payments: PaymentProvider;
    /** Address autocomplete, location facts and known buildings: local data by default. */
    location: LocationService;
    /** Support tickets: the local tickets table, or HubSpot when HUBSPOT_ACCESS_TOKEN is set. */
    tickets: TicketService;
    /** Accounting: the local journal, or QuickBooks Online when QBO_CLIENT_ID and QBO_CLIENT_SECRET are set. */
    accounting: AccountingProvider;
    /** The accounting connection's tokens at rest: AES-256-GCM (ACCOUNTING_TOKEN_KEY; docs/decisions/0050). */
    accountingVault: TokenVault;
  }
}

export interface AppOptions {
  config: Config;
  database: Database;
  emailTransport?: EmailTransport;
  /** File storage of your own; by default the one the configuration selects. */
  storage?: FileStorage;
  now?: () => Date;
  logger?: boolean;
}

const DEFAULT_WEB_DIST = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');

/** The single-page app's HTML; never cached, so a new build reaches the browser at once. */
function sendApp(reply: FastifyReply) {
  return reply.type('text/html').header('cache-control', 'no-cache').sendFile('index.html');
}

/** Stripe.js: its script and card field frames, and the API it sends card fields to. */
const STRIPE_JS_ORIGIN = 'https://js.stripe.com';
const STRIPE_API_ORIGIN = 'https://api.stripe.com';

/**
 * The Content-Security-Policy: our own origin only, and with Stripe configured, Stripe.js's script
 * and frames (js.stripe.com) and its API (api.stripe.com), which the card fields talk to directly.
 */
export function cspDirectives(config: StripeKeys) {
  const stripe = stripeSettings(config) !== null;
  return {
    defaultSrc: ["'self'"],
    scriptSrc: stripe ? ["'self'", STRIPE_JS_ORIGIN] : ["'self'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:'],
    connectSrc: stripe ? ["'self'", STRIPE_API_ORIGIN] : ["'self'"],
    fontSrc: ["'self'", 'data:'],
    objectSrc: ["'none'"],
    // Without Stripe, frames fall back to default-src 'self'.
    ...(stripe ? { frameSrc: ["'self'", STRIPE_JS_ORIGIN] } : {}),
    frameAncestors: ["'none'"],
    upgradeInsecureRequests: null,
  };
}

/** Node's default limit on a request's headers (its request line included) bounds any path parameter. */
const MAX_PATH_PARAM_LENGTH = 16_384;

/** The longest file name the usual file systems take. */
const MAX_FILE_NAME_LENGTH = 255;

const isApiPath = (pathname: string) => pathname === '/api' || pathname.startsWith('/api/');

export async function buildApp(options: AppOptions) {
  const { config } = options;
  const app = Fastify({
    logger: options.logger === false ? false : { level: config.LOG_LEVEL },
    trustProxy: config.TRUST_PROXY > 0 ? (_address: string, hop: number) => hop < config.TRUST_PROXY : false,
    // A payment link's signed token (about 200 characters) is a named path parameter. A longer one
    // (up to what Node takes in a request line, 16 KiB) still reaches its route, which answers it in
    // the API's JSON shape: past the cap the router would hand it to the web app's files instead.
    routerOptions: { maxParamLength: MAX_PATH_PARAM_LENGTH },
  }).withTypeProvider<ZodTypeProvider>();

  for (const warning of configWarnings(config)) app.log.warn(warning);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('preValidation', rejectNul);
  // First of all hooks: a cross-site write is refused before its session or body is looked at.
  app.addHook('onRequest', refuseCrossSiteWrites(config.PUBLIC_URL));
  stopWhenClientGone(app);
  app.addHook('onSend', async (request, reply, payload) => {
    await noStoreApiAnswers(request, reply);
    return payload;
  });

  app.decorate('config', config);
  app.decorate('db', options.database.db);
  app.decorate('now', options.now ?? (() => new Date()));
  const transport =
    options.emailTransport ??
    // Attachments are read from app.storage when an email is delivered (storage is decorated below).
    createEmailTransport(config.SMTP_URL, config.EMAIL_FROM, app.log, (key) => app.storage.get(key));
  app.decorate('email', createEmailService(transport, app.log));
  app.decorate('storage', options.storage ?? createFileStorage(config));
  app.decorate(
    'payments',
    createPaymentProvider(config, options.database.db, () => app.now()),
  );
  app.decorate('location', createLocationService());
  app.decorate('tickets', createTicketService(config, options.database.db));
  app.decorate('accounting', createAccountingProvider(config, app.now));
  app.decorate('accountingVault', createTokenVault(config));

  app.setErrorHandler((error, request, reply) => {
    // Answered in the request's language (decision 0079): the message is the product's English wording,
    // translated by the catalogue of every message and its French.
    const say = (message: string) => localized(request, message);
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issue = error.validation[0];
      const field = issue?.instancePath?.replace(/^\//, '').replace(/\//g, '.');
      const text = issue ? say(issue.message ?? 'Invalid request') : say('Invalid request');
      return reply.status(400).send({ message: field ? `${field}: ${text}` : text });
    }
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).send({ message: say(error.message), ...error.details });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause?.issues }, 'response did not match its contract');
      return reply.status(500).send({ message: say('Internal server error') });
    }
    if (clientGone(request)) {
      // Nobody is left to answer: its queries were stopped on purpose (decision 0100).
      request.log.info({ err: error }, 'client gone: the request stopped');
      return reply.status(499).send({ message: say('Internal server error') });
    }
    const status = (error as { statusCode?: number }).statusCode;
    if (status && status >= 400 && status < 500) {
      return reply.status(status).send({ message: say((error as Error).message) });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ message: say('Internal server error') });
  });

  await app.register(fastifyCookie);
  await app.register(fastifyHelmet, { contentSecurityPolicy: { directives: cspDirectives(config) } });
  allowPortalFraming(app);
  // Counted in the database, so that every server process counts together (docs/decisions/0025).
  await app.register(fastifyRateLimit, { global: false, store: databaseRateLimitStore(options.database.db) });
  await app.register(openApi, { publicUrl: config.PUBLIC_URL });
  await app.register(authContext);
  // Beside the session: `Authorization: Bearer bmk_…` on the routes that accept API keys (decision 0095).
  await app.register(apiKeyAuth);
  // Logouts and sign-outs everywhere made by other processes reach this one's session cache.
  await app.register(sessionRevocations, { database: options.database });
  // Webhook deliveries (docs/decisions/0093): claimed, signed and posted from the app's start to its close.
  await app.register(webhookDelivery, { database: options.database });

  await app.register(
    async (api) => {
      api.get('/docs', { schema: { hide: true } }, async () => app.swagger());
      api.get('/health', { schema: { hide: true } }, async () => ({
        ok: true,
        database: options.database.kind,
      }));
      await api.register(authRoutes, { prefix: '/auth' });
      await api.register(brokerageRoutes);
      await api.register(applicationRoutes);
      await api.register(applicationWriteRoutes);
      await api.register(productRoutes);
      await api.register(endorsementRoutes);
      await api.register(cancellationRoutes);
      await api.register(searchRoutes);
      await api.register(billingRoutes);
      await api.register(documentRoutes);
      await api.register(locationRoutes);
      await api.register(ticketRoutes);
      await api.register(historyRoutes);
      await api.register(analyticsRoutes);
      await api.register(uploadRoutes);
      await api.register(renewalRoutes);
      await api.register(transferRoutes);
      await api.register(certificateRoutes);
      await api.register(noteRoutes);
      await api.register(reinstatementRoutes);
      await api.register(invoiceRoutes);
      await api.register(refundRoutes);
      await api.register(nsfRoutes);
      await api.register(invoiceSearchRoutes);
      await api.register(reportRoutes);
      await api.register(financialReportRoutes);
      await api.register(partnerPayoutRoutes);
      await api.register(accountingRoutes);
      await api.register(payInFullRoutes);
      await api.register(changePaymentPlanRoutes);
      await api.register(extensionRoutes);
      await api.register(manualInvoiceRoutes);
      await api.register(financeTransactionRoutes);
      await api.register(erpRoutes);
      await api.register(paymentLinkRoutes);
      await api.register(paymentLinkIssueRoutes);
      await api.register(customPremiumRoutes);
      await api.register(correspondenceRoutes);
      await api.register(portalRoutes);
      await api.register(toolboxRoutes);
      await api.register(partnershipRoutes);
      await api.register(apiKeyRoutes);
      await api.register(webhookEndpointRoutes);
    },
    { prefix: '/api' },
  );

  const webDist = config.WEB_DIST ? path.resolve(config.WEB_DIST) : DEFAULT_WEB_DIST;
  const hasWeb = existsSync(path.join(webDist, 'index.html'));
  if (hasWeb) {
    // The API's paths are never files, nor is a name longer than a file system takes (a link's
    // token): they go to the not-found handler (JSON for the API, the app for its pages) before the
    // static files are looked at, whose check of such a name answers a bare 403.
    app.addHook('onRequest', async (request, reply) => {
      if (request.routeOptions.url !== '/*') return;
      const pathname = request.url.split('?')[0] ?? '';
      if (isApiPath(pathname) || pathname.split('/').some((part) => part.length > MAX_FILE_NAME_LENGTH)) {
        return notFound(request, reply);
      }
    });
    // wildcard: files are looked up per request, so a rebuilt bundle is served without a restart.
    await app.register(fastifyStatic, { root: webDist, prefix: '/', index: false, wildcard: true });
    app.get('/', { schema: { hide: true } }, (_request, reply) => sendApp(reply));
  }
  app.setNotFoundHandler((request, reply) => notFound(request, reply));

  function notFound(request: FastifyRequest, reply: FastifyReply) {
    const pathname = request.url.split('?')[0] ?? '';
    const isApi = isApiPath(pathname);
    // A missing file (a name with an extension) is a 404, never the app's HTML in its place. A
    // payment link's token (`/pay/{claims}.{signature}`) looks like a file name and is a page.
    const isPaymentPage = /^\/pay\/[^/]+$/.test(pathname) || /^\/portal\/[^/]+$/.test(pathname);
    const isFile = !isPaymentPage && /\.[a-z0-9]+$/i.test(pathname);
    if (isApi || isFile || !hasWeb || request.method !== 'GET') {
      return reply.status(404).send({ message: 'Not found' });
    }
    // The single-page app owns every other path, including its own not-found page.
    return sendApp(reply);
  }

  return app;
}

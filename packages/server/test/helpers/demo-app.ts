import { createTestApp, type TestApp } from './test-app.ts';

/**
 * A test app on the demo `npm start` opens on: the story told through the product's own paths
 * (docs/decisions/0065), restored from its committed snapshot (0066), which CI proves equal to what
 * the generator tells today. The page tests judge the demo itself.
 */
export async function demoApp(): Promise<{ t: TestApp }> {
  return { t: await createTestApp({ data: 'demo' }) };
}

import { tellStory, type StorySummary } from '../../src/story/tell.ts';
import { createTestApp, type TestApp } from './test-app.ts';

/** How many applications the page tests' story tells: enough for every page, quick on both databases. */
export const TOLD_STORY_APPLICATIONS = 40;

/**
 * A test app on a database that holds the demo's story (docs/decisions/0065), told through the
 * product's own paths on the simulated clock. The one place the page tests get their business from,
 * so that it can later be restored from the committed snapshot instead of told again.
 */
export async function toldStoryApp(
  applications = TOLD_STORY_APPLICATIONS,
): Promise<{ t: TestApp; told: StorySummary }> {
  const t = await createTestApp();
  try {
    const told = await tellStory(t.config, t.database, { applications });
    return { t, told };
  } catch (error) {
    await t.close();
    throw error;
  }
}

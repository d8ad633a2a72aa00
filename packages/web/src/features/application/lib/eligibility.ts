import type { EligibilityResult } from '@bm/domain';

const SEVERITY: Record<EligibilityResult['status'], number> = { eligible: 0, referred: 1, rejected: 2 };

/**
 * The stricter of the server's answer to the last save and the browser's reading of the answers
 * on screen: a referral from the server stands until a save says otherwise, and a change that
 * makes the risk ineligible shows at once.
 */
export function stricterEligibility(
  server: EligibilityResult | undefined,
  browser: EligibilityResult,
): EligibilityResult {
  if (!server) return browser;
  return SEVERITY[server.status] >= SEVERITY[browser.status] ? server : browser;
}

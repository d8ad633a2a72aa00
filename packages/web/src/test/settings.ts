import type { MeUser } from '@bm/contracts';
import { EXTERNAL_LINKS } from '@bm/domain';

/** The session's settings as a server with the default configuration sends them. */
export const DEFAULT_SETTINGS: MeUser['settings'] = {
  nsfNavFlag: false,
  links: {
    helpCentre: EXTERNAL_LINKS.helpCentre,
    brokerResource: EXTERNAL_LINKS.brokerResource,
    reportClaim: EXTERNAL_LINKS.reportClaim,
    freeCeWebinars: EXTERNAL_LINKS.freeCeWebinars,
  },
};

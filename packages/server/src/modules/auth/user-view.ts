import type { MeUser } from '@bm/contracts';
import { flagsFromGroups } from '@bm/domain';
import type { Config } from '../../config.ts';
import type { MeSettings } from './deps.ts';
import type { BrokerageRow, UserRow } from './repository.ts';

/** The signed-in user as the API shows it (the spec's token claims plus flags and brokerage). */
export function toMeUser(user: UserRow, brokerage: BrokerageRow | null, settings: MeSettings): MeUser {
  return {
    id: user.id,
    username: user.email,
    email: user.email,
    givenName: user.givenName,
    familyName: user.familyName,
    groups: user.groups,
    flags: flagsFromGroups(user.groups, user.carrierName),
    mfaEnabled: user.mfaEnabled,
    mfaPreference: user.mfaPreference ?? null,
    language: user.language,
    brokerage: brokerage
      ? { id: brokerage.id, code: brokerage.code, name: brokerage.name, isAgency: brokerage.isAgency }
      : null,
    settings,
  };
}

/** What the session tells the web of the server's configuration (GET /api/auth/me, `settings`). */
export function sessionSettings(config: Config): MeSettings {
  return {
    nsfNavFlag: config.NSF_NAV_FLAG,
    links: {
      helpCentre: config.HELP_CENTRE_URL,
      brokerResource: config.BROKER_RESOURCE_URL,
      reportClaim: config.REPORT_CLAIM_URL,
      freeCeWebinars: config.FREE_CE_WEBINARS_URL,
    },
  };
}

/**
 * The marketing site's pages the app links to (header, footer, the /free-ce-webinars redirect): the
 * defaults. The four of CONFIGURABLE_LINKS are the server's configuration (HELP_CENTRE_URL, ...),
 * told to the web with the session (settings.links).
 */
export const EXTERNAL_LINKS = {
  helpCentre: 'https://help.apollocover.example/',
  brokerResource: 'https://brokers.apollocover.example/resources',
  reportClaim: 'https://forms.apollocover.example/report-a-claim',
  freeCeWebinars: 'https://brokers.apollocover.example/free-ce-webinars',
  ourStory: 'https://apollocover.example/our-story',
  pressAndMagazine: 'https://apollocover.example/press',
  linkedIn: 'https://www.linkedin.com/company/apollo-cover-example',
} as const;

/** The links a deployment sets (spec 2.2: Help Centre, Broker Resource, Report a claim; 2.1: /free-ce-webinars). */
export const CONFIGURABLE_LINKS = ['helpCentre', 'brokerResource', 'reportClaim', 'freeCeWebinars'] as const;
export type ExternalLinkKey = (typeof CONFIGURABLE_LINKS)[number];
export type ExternalLinks = Record<ExternalLinkKey, string>;

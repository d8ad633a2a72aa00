/** The marketing site's pages the app links to (header, footer, the /free-ce-webinars redirect). */
export const EXTERNAL_LINKS = {
  helpCentre: 'https://help.apollocover.example/',
  brokerResource: 'https://brokers.apollocover.example/resources',
  reportClaim: 'https://forms.apollocover.example/report-a-claim',
  freeCeWebinars: 'https://brokers.apollocover.example/free-ce-webinars',
  ourStory: 'https://apollocover.example/our-story',
  pressAndMagazine: 'https://apollocover.example/press',
  linkedIn: 'https://www.linkedin.com/company/apollo-cover-example',
} as const;

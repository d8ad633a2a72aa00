import { defineMessages } from '../../../i18n/use-t.ts';

// The legal texts (spec 2.3) in both languages. Kept apart from the layout's bundle: they are long and
// load with the dialog, the first time one is opened. Values: {product} the marketplace's name,
// {email} the support address, {address} the office's, {percent} the short-rate example.

export const legalDialogMessages = defineMessages({
  terms: { en: 'Terms & Conditions', fr: 'Conditions d’utilisation' },
  privacy: { en: 'Privacy Policy', fr: 'Politique de confidentialité' },
  textOf: { en: '{title} text', fr: 'Texte\u00a0: {title}' },
  updated: { en: 'Last updated: November 2026', fr: 'Dernière mise à jour\u00a0: novembre 2026' },
  close: { en: 'Close', fr: 'Fermer' },
});

/** Terms & Conditions: one heading per topic the spec lists, in its order. */
export const termsMessages = defineMessages({
  services: { en: 'Services', fr: 'Nos services' },
  services1: {
    en: 'These Terms and Conditions govern your use of the {product} (the "Marketplace"). The Marketplace lets licensed insurance brokers and their staff quote, bind, issue and service commercial and residential insurance policies placed with participating insurers, and manage those policies afterwards.',
    fr: 'Les présentes conditions d’utilisation régissent votre utilisation de {product} (la «\u00a0Place de marché\u00a0»). La Place de marché permet aux courtiers d’assurance titulaires d’un permis et à leur personnel de soumissionner, de lier, d’émettre et d’administrer des polices d’assurance commerciales et résidentielles placées auprès des assureurs participants, puis de gérer ces polices.',
  },
  services2: {
    en: 'We provide the technology and the administration that connect brokers with participating insurers. Each insurance contract is between the insured and the insurer named in the policy declarations; we are not a party to it.',
    fr: 'Nous fournissons la technologie et l’administration qui relient les courtiers aux assureurs participants. Chaque contrat d’assurance est conclu entre l’assuré et l’assureur nommé dans les conditions particulières de la police\u00a0; nous n’y sommes pas partie.',
  },
  use: { en: 'Use of the Marketplace', fr: 'Utilisation de la Place de marché' },
  use1: {
    en: 'Accounts are for brokers, their staff and the other users we authorise. You must give accurate information when you register, keep your password and verification codes to yourself, and tell us at once if you believe someone else has used your account. You are responsible for what is done with your account.',
    fr: 'Les comptes sont réservés aux courtiers, à leur personnel et aux autres utilisateurs que nous autorisons. Vous devez fournir des renseignements exacts à l’inscription, garder pour vous votre mot de passe et vos codes de vérification, et nous aviser sans délai si vous croyez qu’une autre personne a utilisé votre compte. Vous êtes responsable de ce qui est fait avec votre compte.',
  },
  use2: {
    en: 'Information you enter on behalf of a client must be complete and true to the best of your knowledge and must be entered with that client’s authority. An application with incorrect or missing information can make a policy void or leave a claim unpaid.',
    fr: 'Les renseignements que vous saisissez pour le compte d’un client doivent être complets et véridiques à votre connaissance, et être saisis avec l’autorisation de ce client. Une proposition dont les renseignements sont inexacts ou incomplets peut entraîner la nullité de la police ou le refus d’indemniser un sinistre.',
  },
  disclaimer: { en: 'Disclaimer', fr: 'Avis de non-responsabilité' },
  disclaimer1: {
    en: 'The Marketplace is provided "as is" and "as available". We work to keep it accurate, secure and available, but we do not promise that it will be uninterrupted or free of errors. A quote is an indication subject to underwriting; cover exists only once a policy is bound and confirmed in its declarations.',
    fr: 'La Place de marché est fournie «\u00a0telle quelle\u00a0» et «\u00a0selon sa disponibilité\u00a0». Nous veillons à ce qu’elle soit exacte, sécurisée et disponible, mais nous ne promettons pas qu’elle fonctionnera sans interruption ni erreur. Une soumission est une indication sous réserve de la souscription\u00a0; la garantie n’existe qu’une fois la police liée et confirmée dans ses conditions particulières.',
  },
  liability: { en: 'Limitation of liability', fr: 'Limitation de responsabilité' },
  liability1: {
    en: 'To the extent the law allows, we are not liable for indirect, incidental, special or consequential loss, or for loss of profit, business or data, arising from the use of the Marketplace or from being unable to use it. Nothing in these terms limits liability that cannot be limited by law, or any obligation of an insurer under a policy it has issued.',
    fr: 'Dans la mesure permise par la loi, nous ne sommes pas responsables des pertes indirectes, accessoires, spéciales ou consécutives, ni des pertes de bénéfices, d’occasions d’affaires ou de données, découlant de l’utilisation de la Place de marché ou de l’impossibilité de l’utiliser. Rien dans les présentes conditions ne limite une responsabilité que la loi ne permet pas de limiter, ni une obligation d’un assureur en vertu d’une police qu’il a émise.',
  },
  noAdvice: { en: 'No advice', fr: 'Aucun conseil' },
  noAdvice1: {
    en: 'Content in the Marketplace is general information. It is not legal, tax, accounting or insurance advice to any insured. Brokers remain responsible for advising their clients on the suitability, limits and exclusions of the cover they recommend.',
    fr: 'Le contenu de la Place de marché est de l’information générale. Il ne constitue pas un conseil juridique, fiscal, comptable ou en assurance à l’intention d’un assuré. Les courtiers demeurent responsables de conseiller leurs clients sur la pertinence, les limites et les exclusions des garanties qu’ils recommandent.',
  },
  productInfo: { en: 'Product information', fr: 'Renseignements sur les produits' },
  productInfo1: {
    en: 'Product descriptions, summaries and premiums shown in the Marketplace are summaries. The policy wording and declarations issued by the insurer govern the cover in every case. Products, eligibility, rates and availability by province may change without notice, and some products are referred to underwriting before they can be bound.',
    fr: 'Les descriptions, résumés et primes des produits affichés dans la Place de marché sont des résumés. Le libellé de la police et les conditions particulières émis par l’assureur régissent la garantie dans tous les cas. Les produits, l’admissibilité, les taux et la disponibilité par province peuvent changer sans préavis, et certains produits sont soumis à la souscription avant de pouvoir être liés.',
  },
  cookies: { en: 'Cookies', fr: 'Témoins' },
  cookies1: {
    en: 'We use cookies that the Marketplace needs to work: a secure session cookie that keeps you signed in, and a cookie that remembers for one year that you accepted our use of cookies. We do not use advertising cookies. The Privacy Policy explains what we collect and why.',
    fr: 'Nous utilisons les témoins dont la Place de marché a besoin pour fonctionner\u00a0: un témoin de session sécurisé qui vous garde connecté, et un témoin qui retient pendant un an que vous avez accepté notre utilisation des témoins. Nous n’utilisons aucun témoin publicitaire. La Politique de confidentialité explique ce que nous recueillons et pourquoi.',
  },
  thirdParty: { en: 'Third-party links', fr: 'Liens vers des tiers' },
  thirdParty1: {
    en: 'The Marketplace links to websites and services that we do not control, such as the Help Centre, professional social networks, claim forms and our card payment provider. Their own terms and privacy policies apply, and we are not responsible for their content or availability.',
    fr: 'La Place de marché contient des liens vers des sites et des services que nous ne contrôlons pas, comme le Centre d’aide, des réseaux sociaux professionnels, des formulaires de réclamation et notre fournisseur de paiement par carte. Leurs propres conditions et politiques de confidentialité s’appliquent, et nous ne sommes pas responsables de leur contenu ni de leur disponibilité.',
  },
  copyright: { en: 'Copyright', fr: 'Droit d’auteur' },
  copyright1: {
    en: 'The Marketplace, its software, text, graphics and documents are protected by copyright. You may view, download and print material for your own business of placing and servicing insurance, including giving policy documents to the clients they concern. Any other copying, distribution or adaptation needs our written permission.',
    fr: 'La Place de marché, ses logiciels, ses textes, ses éléments graphiques et ses documents sont protégés par le droit d’auteur. Vous pouvez consulter, télécharger et imprimer ce contenu pour vos propres activités de placement et d’administration d’assurances, y compris remettre les documents d’une police aux clients qu’ils concernent. Toute autre reproduction, distribution ou adaptation exige notre autorisation écrite.',
  },
  trademarks: { en: 'Trademarks', fr: 'Marques de commerce' },
  trademarks1: {
    en: 'The names, logos and marks shown in the Marketplace, including those of participating insurers, belong to their owners. Nothing here grants you a right to use them without the owner’s written permission.',
    fr: 'Les noms, logos et marques affichés dans la Place de marché, y compris ceux des assureurs participants, appartiennent à leurs propriétaires. Rien ici ne vous donne le droit de les utiliser sans l’autorisation écrite de leur propriétaire.',
  },
  jurisdiction: { en: 'Jurisdiction', fr: 'Compétence des tribunaux' },
  jurisdiction1: {
    en: 'These terms are governed by the laws of the Province of British Columbia and the federal laws of Canada that apply there. You agree that the courts of British Columbia have exclusive jurisdiction over any dispute about these terms or the Marketplace.',
    fr: 'Les présentes conditions sont régies par les lois de la province de la Colombie-Britannique et les lois fédérales du Canada qui s’y appliquent. Vous convenez que les tribunaux de la Colombie-Britannique ont compétence exclusive sur tout différend relatif aux présentes conditions ou à la Place de marché.',
  },
  restrictions: { en: 'Restrictions', fr: 'Utilisations interdites' },
  restrictions1: {
    en: 'You must not: copy, reverse engineer or resell the Marketplace; access it with robots, scrapers or other automated means we have not approved; probe or interfere with its security; share your account; submit information you know to be false; or use it to transact insurance for a person who is not licensed to do so.',
    fr: 'Il vous est interdit\u00a0: de copier, de rétroconcevoir ou de revendre la Place de marché\u00a0; d’y accéder au moyen de robots, d’extracteurs de données ou d’autres moyens automatisés que nous n’avons pas approuvés\u00a0; de sonder sa sécurité ou d’y porter atteinte\u00a0; de partager votre compte\u00a0; de soumettre des renseignements que vous savez faux\u00a0; ou de l’utiliser pour effectuer des opérations d’assurance pour une personne qui n’est pas titulaire du permis requis.',
  },
  licensing: { en: 'Licensing', fr: 'Permis et licence d’utilisation' },
  licensing1: {
    en: 'Brokers must hold, and keep in good standing, the insurance licences required in each province where they transact, and must tell us promptly if a licence lapses, is suspended or is restricted. We may suspend access while a licence is in question.',
    fr: 'Les courtiers doivent détenir, et maintenir en règle, les permis d’assurance exigés dans chaque province où ils exercent, et nous aviser sans délai si un permis devient caduc, est suspendu ou est restreint. Nous pouvons suspendre l’accès tant qu’un permis est en cause.',
  },
  licensing2: {
    en: 'Subject to these terms we grant you a limited, non-exclusive, non-transferable and revocable licence to use the Marketplace for your insurance business. We may suspend or end that licence if these terms are breached.',
    fr: 'Sous réserve des présentes conditions, nous vous accordons une licence limitée, non exclusive, non transférable et révocable d’utilisation de la Place de marché pour vos activités d’assurance. Nous pouvons suspendre ou résilier cette licence en cas de manquement aux présentes conditions.',
  },
  declarations: { en: 'Policy declarations', fr: 'Conditions particulières de la police' },
  declarations1: {
    en: 'Every policy comes with declarations stating the named insured, the policy period, the insured locations or operations, the limits, the deductibles and the premium. The broker and the insured must review the declarations when they are issued and report any error promptly. The declarations and the policy wording together form the contract of insurance; where they differ from anything shown in the Marketplace, the issued policy documents prevail.',
    fr: 'Chaque police est accompagnée de conditions particulières indiquant l’assuré désigné, la période d’assurance, les lieux ou les activités assurés, les limites, les franchises et la prime. Le courtier et l’assuré doivent examiner les conditions particulières à leur émission et signaler sans délai toute erreur. Les conditions particulières et le libellé de la police forment ensemble le contrat d’assurance\u00a0; s’ils diffèrent de ce qui est affiché dans la Place de marché, les documents de la police émis prévalent.',
  },
  earned: { en: 'Fully earned premium', fr: 'Prime entièrement acquise' },
  earned1: {
    en: 'Policies placed through the Marketplace carry a minimum premium of 100% of the total policy premium. It applies where a policy is cancelled with the minimum retained premium (MRP) applied: builders risk and course of construction policies cancelled for non-payment, and cancellations the insurer makes on those terms. The premium is then fully earned, none of it is returned and any unpaid balance remains due.',
    fr: 'Les polices placées par l’intermédiaire de la Place de marché sont assorties d’une prime minimale égale à 100\u00a0% de la prime totale de la police. Elle s’applique lorsqu’une police est résiliée avec application de la prime minimale conservée (PMC)\u00a0: les polices d’assurance chantier (risques du constructeur et travaux en cours) résiliées pour non-paiement, et les résiliations que l’assureur effectue à ces conditions. La prime est alors entièrement acquise, aucune partie n’en est remboursée et tout solde impayé demeure exigible.',
  },
  earned2: {
    en: 'In every other case the premium is earned only for the time the policy was in force. If the insured cancels a policy before the end of its term, the insurer keeps the premium earned at the short rate (for example {percent}% of the annual premium after 100 days in force) and the rest is returned. If the insurer cancels a policy, the insured is returned all of the unearned premium, pro rata to the days remaining in the policy period. A flat cancellation, as of the effective date, returns all of the premium, taxes and fees.',
    fr: 'Dans tous les autres cas, la prime n’est acquise que pour la durée pendant laquelle la police était en vigueur. Si l’assuré résilie une police avant la fin de sa période d’assurance, l’assureur conserve la prime acquise selon le taux à court terme (par exemple {percent}\u00a0% de la prime annuelle après 100\u00a0jours en vigueur) et le reste est remboursé. Si l’assureur résilie une police, l’assuré se voit rembourser toute la prime non acquise, au prorata des jours restants de la période d’assurance. Une résiliation depuis l’origine, à la date d’effet de la police, rembourse la totalité de la prime, des taxes et des frais.',
  },
  earned3: {
    en: 'Taxes on the premium follow the premium. Transaction, card processing and financing fees are fully earned when charged unless they are waived.',
    fr: 'Les taxes sur la prime suivent la prime. Les frais de transaction, de traitement des paiements par carte et de financement sont entièrement acquis dès qu’ils sont facturés, sauf s’ils font l’objet d’une exonération.',
  },
  changes: { en: 'Changes and contact', fr: 'Modifications et coordonnées' },
  changes1: {
    en: 'We may update these terms; the date above shows the latest version, and continuing to use the Marketplace after a change means you accept it. Questions about these terms can be sent to {email} or by mail to {address}.',
    fr: 'Nous pouvons mettre à jour les présentes conditions\u00a0; la date ci-dessus indique la plus récente version, et continuer d’utiliser la Place de marché après une modification signifie que vous l’acceptez. Vous pouvez envoyer vos questions sur les présentes conditions à {email} ou par la poste au {address}.',
  },
});

/** Privacy Policy, written for Canadian private-sector privacy law (PIPEDA). */
export const privacyMessages = defineMessages({
  who: { en: 'Who we are', fr: 'Qui nous sommes' },
  who1: {
    en: 'This policy explains how the {product} collects, uses, discloses and protects personal information, in line with the Personal Information Protection and Electronic Documents Act (PIPEDA) and the provincial privacy laws that apply.',
    fr: 'La présente politique explique comment {product} recueille, utilise, communique et protège les renseignements personnels, conformément à la Loi sur la protection des renseignements personnels et les documents électroniques (LPRPDE) et aux lois provinciales applicables en matière de protection des renseignements personnels.',
  },
  collect: { en: 'What we collect', fr: 'Ce que nous recueillons' },
  collect1: {
    en: 'About brokers and their staff: name, business email address, brokerage, role, licence details, sign-in history and the security settings of the account.',
    fr: 'Au sujet des courtiers et de leur personnel\u00a0: le nom, l’adresse courriel professionnelle, le cabinet de courtage, le rôle, les renseignements sur le permis, l’historique des connexions et les paramètres de sécurité du compte.',
  },
  collect2: {
    en: 'About applicants and insureds, entered by their broker: names, contact details, addresses, details of the risk to be insured, claims history, and policy, billing and payment records. Card numbers are entered directly with our card payment provider; we keep only a reference and the last four digits.',
    fr: 'Au sujet des proposants et des assurés, saisis par leur courtier\u00a0: les noms, les coordonnées, les adresses, les détails du risque à assurer, l’historique des sinistres ainsi que les dossiers de police, de facturation et de paiement. Les numéros de carte sont saisis directement auprès de notre fournisseur de paiement par carte\u00a0; nous ne conservons qu’une référence et les quatre derniers chiffres.',
  },
  collect3: {
    en: 'About use of the Marketplace: server logs, the IP address and browser used, and the pages and actions involved, kept for security and troubleshooting.',
    fr: 'Au sujet de l’utilisation de la Place de marché\u00a0: les journaux du serveur, l’adresse IP et le navigateur utilisés, ainsi que les pages et les actions en cause, conservés à des fins de sécurité et de dépannage.',
  },
  use: { en: 'How we use it', fr: 'Comment nous les utilisons' },
  use1: {
    en: 'To provide the Marketplace: to verify users, prepare quotes, bind and issue policies, process endorsements, cancellations and renewals, collect premiums and pay commissions, answer support requests, keep the service secure, and meet our legal, regulatory and accounting obligations. We do not sell personal information or use it for third-party advertising.',
    fr: 'Pour fournir la Place de marché\u00a0: vérifier l’identité des utilisateurs, préparer les soumissions, lier et émettre les polices, traiter les avenants, les résiliations et les renouvellements, percevoir les primes et verser les commissions, répondre aux demandes de soutien, assurer la sécurité du service et remplir nos obligations légales, réglementaires et comptables. Nous ne vendons pas de renseignements personnels et ne les utilisons pas pour la publicité de tiers.',
  },
  disclose: { en: 'When we disclose it', fr: 'Quand nous les communiquons' },
  disclose1: {
    en: 'To the insurer that underwrites a policy; to the broker and brokerage responsible for it; to service providers who work for us under contract (hosting, email delivery, card payments, accounting and support tools), who may process information outside Canada and are then subject to the laws of those places; when the law requires it; and to a successor if our business is sold or reorganised, on the same terms as this policy.',
    fr: 'À l’assureur qui souscrit une police\u00a0; au courtier et au cabinet de courtage qui en sont responsables\u00a0; aux fournisseurs de services qui travaillent pour nous sous contrat (hébergement, envoi de courriels, paiements par carte, outils de comptabilité et de soutien), qui peuvent traiter les renseignements hors du Canada et sont alors soumis aux lois de ces endroits\u00a0; lorsque la loi l’exige\u00a0; et à un successeur si notre entreprise est vendue ou réorganisée, aux mêmes conditions que la présente politique.',
  },
  keep: { en: 'How long we keep it', fr: 'Combien de temps nous les conservons' },
  keep1: {
    en: 'Account information is kept while the account is active. Application, policy and payment records are kept for as long as insurance, tax and accounting rules require after the policy ends, then deleted or anonymised. Security logs are kept for a shorter period unless they are needed to investigate an incident.',
    fr: 'Les renseignements du compte sont conservés tant que le compte est actif. Les dossiers de proposition, de police et de paiement sont conservés après la fin de la police aussi longtemps que l’exigent les règles en matière d’assurance, de fiscalité et de comptabilité, puis supprimés ou anonymisés. Les journaux de sécurité sont conservés moins longtemps, sauf s’ils sont nécessaires à l’enquête sur un incident.',
  },
  protect: { en: 'How we protect it', fr: 'Comment nous les protégeons' },
  protect1: {
    en: 'Connections are encrypted; passwords are stored only as strong one-way hashes; sign-in can require a code sent by email; access to records follows each user’s role and brokerage; and access to personal information is logged. Staff and service providers may see personal information only when their work needs it.',
    fr: 'Les connexions sont chiffrées\u00a0; les mots de passe ne sont conservés que sous forme de hachages robustes à sens unique\u00a0; la connexion peut exiger un code envoyé par courriel\u00a0; l’accès aux dossiers suit le rôle et le cabinet de courtage de chaque utilisateur\u00a0; et l’accès aux renseignements personnels est journalisé. Le personnel et les fournisseurs de services ne peuvent consulter des renseignements personnels que lorsque leur travail l’exige.',
  },
  cookies: { en: 'Cookies', fr: 'Témoins' },
  cookies1: {
    en: 'We use a secure, HttpOnly session cookie that keeps you signed in and expires when your session ends, and a consent cookie that remembers for one year that you accepted cookies. We do not use advertising or cross-site tracking cookies.',
    fr: 'Nous utilisons un témoin de session sécurisé, de type HttpOnly, qui vous garde connecté et expire à la fin de votre session, ainsi qu’un témoin de consentement qui retient pendant un an que vous avez accepté les témoins. Nous n’utilisons aucun témoin publicitaire ni de suivi intersites.',
  },
  access: { en: 'Access and correction', fr: 'Accès et rectification' },
  access1: {
    en: 'Under PIPEDA you may ask to see the personal information we hold about you, to learn how it has been used and disclosed, and to have it corrected if it is inaccurate or incomplete. We answer within 30 days. Insureds may also ask their broker, who can correct most details in the Marketplace.',
    fr: 'En vertu de la LPRPDE, vous pouvez demander à consulter les renseignements personnels que nous détenons à votre sujet, à être informé de la façon dont ils ont été utilisés et communiqués, et à les faire rectifier s’ils sont inexacts ou incomplets. Nous répondons dans un délai de 30\u00a0jours. Les assurés peuvent aussi s’adresser à leur courtier, qui peut corriger la plupart des renseignements dans la Place de marché.',
  },
  contact: { en: 'Contact', fr: 'Nous joindre' },
  contact1: {
    en: 'Write to our Privacy Officer at {email} or at {address}. If you are not satisfied with our answer, you may complain to the Office of the Privacy Commissioner of Canada or to the privacy commissioner of your province.',
    fr: 'Écrivez à notre responsable de la protection des renseignements personnels à {email} ou au {address}. Si notre réponse ne vous satisfait pas, vous pouvez porter plainte auprès du Commissariat à la protection de la vie privée du Canada ou de l’autorité de protection des renseignements personnels de votre province.',
  },
});

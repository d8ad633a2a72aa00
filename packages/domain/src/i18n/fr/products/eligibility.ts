import { productPairs } from './pairs.ts';

/** Money in a rule's French: '3 000 000 $' (no-break spaces, the sign after). */
const $ = (digits: string) => `${digits.replace(/,/g, '\u00a0')}\u00a0$`;
const underwriter = 'soumis à un souscripteur';
const placed = 'est placé par l’équipe de souscription, pas en ligne';

/**
 * The French of the definitions' eligibility rule messages (the reasons the wizard shows when the
 * answers make a risk ineligible or referred). 'Referred to an underwriter' is « soumis à un
 * souscripteur », as the questions' help texts say it.
 */
export const ELIGIBILITY_PRODUCT_PAIRS = productPairs({
  // Builders risk, course of construction
  'Projects over $3,000,000 are written on Course of Construction.': `Les projets de plus de ${$('3,000,000')} relèvent du produit Chantier en cours.`,
  'Projects over $2,000,000 are referred to an underwriter.': `Les projets de plus de ${$('2,000,000')} sont ${underwriter}.`,
  'Log and straw bale construction is not insured online.':
    'La construction en rondins ou en ballots de paille n’est pas assurée en ligne.',
  'Buildings over 4 storeys are written on Course of Construction.':
    'Les bâtiments de plus de 4 étages relèvent du produit Chantier en cours.',
  'Builders Risk terms are at most 12 months; extend later if needed.':
    'La durée d’une police Risques des constructeurs est d’au plus 12 mois\u00a0; prolongez-la plus tard au besoin.',
  'Hot work on site is referred to an underwriter.': `Les travaux par point chaud sur le chantier sont ${underwriter}.`,
  'A building that stays occupied during structural work cannot be insured online.':
    'Un bâtiment qui reste occupé pendant des travaux structuraux ne peut pas être assuré en ligne.',
  'Occupied during the work.': 'Occupé pendant les travaux.',
  'Structural renovation.': 'Rénovation structurale.',
  'Commercial buildings and insureds with prior claims are referred to an underwriter.': `Les bâtiments commerciaux et les assurés ayant des sinistres antérieurs sont ${underwriter}.`,
  'Commercial use at completion.': 'Usage commercial à l’achèvement.',
  'Prior claims.': 'Sinistres antérieurs.',
  'Projects over $25,000,000 are placed by the underwriting team, not online.': `Les projets de plus de ${$('25,000,000')} sont placés par l’équipe de souscription, pas en ligne.`,
  'Projects over $15,000,000 are referred to an underwriter.': `Les projets de plus de ${$('15,000,000')} sont ${underwriter}.`,
  'Mass timber projects are referred to an underwriter.': `Les projets en bois massif sont ${underwriter}.`,
  'Wood frame buildings over 6 storeys are referred to an underwriter.': `Les bâtiments à charpente de bois de plus de 6 étages sont ${underwriter}.`,
  'Wood frame.': 'Charpente de bois.',
  'Over 6 storeys.': 'Plus de 6 étages.',
  'Projects over $5,000,000 need a water damage mitigation plan, or an underwriter.': `Les projets de plus de ${$('5,000,000')} exigent un plan d’atténuation des dégâts d’eau, ou un souscripteur.`,
  'Over $5,000,000.': `Plus de ${$('5,000,000')}.`,
  'No water damage mitigation plan.': 'Aucun plan d’atténuation des dégâts d’eau.',
  'Course of Construction terms are at most 36 months.':
    'La durée d’une police Chantier en cours est d’au plus 36 mois.',
  'More than 1 claim in the last 5 years is referred to an underwriter.': `Plus d’un sinistre au cours des 5 dernières années\u00a0: ${underwriter}.`,
  // Tenants, tenants plus, student tenants
  'Rentals in this area (Fort McMurray, AB) are not written online (wildfire and flood exposure).':
    'Les logements de ce secteur (Fort McMurray, AB) ne sont pas souscrits en ligne (exposition aux feux de forêt et aux inondations).',
  'Wildfire moratorium: no new tenants policies in West Kelowna, BC (V1Z, V4T) until 2027-03-31.':
    'Moratoire pour feux de forêt\u00a0: aucune nouvelle police d’assurance des locataires à West Kelowna, BC (V1Z, V4T) jusqu’au 2027-03-31.',
  'The unit must be on an above-ground floor (1 to 199) to be insured online.':
    'Le logement doit être à un étage hors sol (1 à 199) pour être assuré en ligne.',
  'More than 2 claims in the last 5 years cannot be insured online.':
    'Plus de 2 sinistres au cours des 5 dernières années\u00a0: l’assurance en ligne n’est pas possible.',
  'At most 3 roommates can be insured.': 'Au plus 3 colocataires peuvent être assurés.',
  'A business run from the rental is referred to an underwriter.':
    'Une entreprise exploitée dans le logement est soumise à un souscripteur.',
  'Basement suites are referred to an underwriter (water exposure).': `Les logements au sous-sol sont ${underwriter} (exposition à l’eau).`,
  'A unit without a working smoke alarm is referred to an underwriter.': `Un logement sans avertisseur de fumée fonctionnel est ${underwriter}.`,
  'An insured whose policy was cancelled or not renewed in the last 3 years cannot be insured online.':
    'Un assuré dont la police a été résiliée ou non renouvelée au cours des 3 dernières années ne peut pas être assuré en ligne.',
  'Flood cover in the territories is referred to an underwriter.':
    'La garantie inondation dans les territoires est soumise à un souscripteur.',
  'A flood cover level was chosen.': 'Un niveau avec garantie inondation a été choisi.',
  'The rental is in the territories.': 'Le logement est dans les territoires.',
  'More than 1 claim in the last 5 years cannot be insured on Tenants Plus.':
    'Plus d’un sinistre au cours des 5 dernières années\u00a0: l’assurance Locataires Plus n’est pas possible.',
  'Student Tenants is for full-time students; offer Tenants Insurance instead.':
    'Locataires étudiants est réservé aux étudiants à temps plein\u00a0; offrez plutôt l’Assurance des locataires.',
  'Mature students (born before 1990) are referred to an underwriter.': `Les étudiants adultes (nés avant 1990) sont ${underwriter}.`,
  'More than 1 claim in the last 5 years cannot be insured online.':
    'Plus d’un sinistre au cours des 5 dernières années\u00a0: l’assurance en ligne n’est pas possible.',
  // Contractors, contractors equipment, trade contractors, custom business
  'Demolition, blasting and asbestos abatement are not written online.':
    'La démolition, le dynamitage et le désamiantage ne sont pas souscrits en ligne.',
  'Roofing is referred to an underwriter.': `Les travaux de toiture sont ${underwriter}.`,
  'Revenue over $5,000,000 is placed by the underwriting team, not online.': `Un chiffre d’affaires de plus de ${$('5,000,000')} ${placed}.`,
  'Revenue over $3,000,000 is referred to an underwriter.': `Un chiffre d’affaires de plus de ${$('3,000,000')} est ${underwriter}.`,
  'More than 50% of the work subcontracted is referred to an underwriter.':
    'La sous-traitance de plus de 50\u00a0% des travaux est soumise à un souscripteur.',
  'Subcontractors without certificates of insurance are referred to an underwriter.': `Les sous-traitants sans certificat d’assurance sont ${underwriter}.`,
  'Work is subcontracted.': 'Des travaux sont sous-traités.',
  'No certificates collected.': 'Aucun certificat recueilli.',
  'Work above the third storey is referred to an underwriter.': `Les travaux au-dessus du troisième étage sont ${underwriter}.`,
  'Items worth more than $100,000 are referred to an underwriter.': `Les articles d’une valeur de plus de ${$('100,000')} sont ${underwriter}.`,
  'Equipment schedules over $250,000 are not written online.': `Les listes de matériel de plus de ${$('250,000')} ne sont pas souscrites en ligne.`,
  'More than 1 equipment claim in the last 3 years cannot be insured online.':
    'Plus d’un sinistre de matériel au cours des 3 dernières années\u00a0: l’assurance en ligne n’est pas possible.',
  'Trades must hold the provincial licences they require.':
    'Les métiers doivent détenir les permis provinciaux qu’ils exigent.',
  'Revenue over $2,000,000 is referred to an underwriter (or use Contractors Liability).': `Un chiffre d’affaires de plus de ${$('2,000,000')} est ${underwriter} (ou utilisez Responsabilité des entrepreneurs).`,
  'Cannabis retail is not written online.': 'La vente au détail de cannabis n’est pas souscrite en ligne.',
  'Restaurants are referred to an underwriter (cooking exposure).': `Les restaurants sont ${underwriter} (exposition liée à la cuisson).`,
  'Businesses with more than 50 employees are referred to an underwriter.':
    'Les entreprises de plus de 50 employés sont soumises à un souscripteur.',
  'Revenue over $5,000,000 is referred to an underwriter.': `Un chiffre d’affaires de plus de ${$('5,000,000')} est ${underwriter}.`,
  // Private D&O, technology E&O, life agents E&O
  'Private D&O is for private companies; non-profits and public companies are not written here.':
    'L’assurance des administrateurs et dirigeants est ici réservée aux sociétés fermées\u00a0; les organismes sans but lucratif et les sociétés ouvertes n’y sont pas souscrits.',
  'Companies planning a public offering cannot be insured online.':
    'Les sociétés qui prévoient un appel public à l’épargne ne peuvent pas être assurées en ligne.',
  'Cannabis companies are not written online.':
    'Les entreprises de cannabis ne sont pas souscrites en ligne.',
  'Financial services companies are referred to an underwriter.':
    'Les sociétés de services financiers sont soumises à un souscripteur.',
  'Revenue over $25,000,000 is placed by the underwriting team, not online.': `Un chiffre d’affaires de plus de ${$('25,000,000')} ${placed}.`,
  'Loss-making companies under 3 years old are referred to an underwriter.':
    'Les sociétés déficitaires de moins de 3 ans sont soumises à un souscripteur.',
  'Net loss.': 'Perte nette.',
  'Under 3 years in business.': 'Moins de 3 ans d’exploitation.',
  'More than 1 D&O claim in the last 5 years cannot be insured online.':
    'Plus d’un sinistre d’administrateurs et dirigeants au cours des 5 dernières années\u00a0: l’assurance en ligne n’est pas possible.',
  'Revenue over $20,000,000 is placed by the underwriting team, not online.': `Un chiffre d’affaires de plus de ${$('20,000,000')} ${placed}.`,
  'Revenue over $10,000,000 is referred to an underwriter.': `Un chiffre d’affaires de plus de ${$('10,000,000')} est ${underwriter}.`,
  'Payment processing and cryptocurrency services are not written online.':
    'Le traitement des paiements et les services de cryptomonnaie ne sont pas souscrits en ligne.',
  'Medical and health software is referred to an underwriter.': `Les logiciels médicaux et de santé sont ${underwriter}.`,
  'More than 50% of revenue from the United States cannot be insured online.':
    'Plus de 50\u00a0% du chiffre d’affaires provenant des États-Unis\u00a0: l’assurance en ligne n’est pas possible.',
  'A claim in the last 5 years is referred to an underwriter.': `Un sinistre au cours des 5 dernières années est ${underwriter}.`,
  'Known circumstances that could lead to a claim are referred to an underwriter.':
    'Les circonstances connues pouvant donner lieu à un sinistre sont soumises à un souscripteur.',
  'Work without written contracts is referred to an underwriter.': `Les travaux sans contrat écrit sont ${underwriter}.`,
  'Mutual funds and securities need securities E&O, not written here.':
    'Les fonds communs de placement et les valeurs mobilières exigent une assurance erreurs et omissions en valeurs mobilières, non souscrite ici.',
  'Agents disciplined by a regulator cannot be insured online.':
    'Les agents sanctionnés par un organisme de réglementation ne peuvent pas être assurés en ligne.',
  'Prior E&O claims are referred to an underwriter.': `Les sinistres antérieurs en erreurs et omissions sont ${underwriter}.`,
  // Health and fitness
  'Combat sports and aerial instruction are not written online.':
    'Les sports de combat et l’enseignement des arts aériens ne sont pas souscrits en ligne.',
  'Paddleboard yoga, hydrotherapy and student osteopathic practice are referred to an underwriter.': `Le yoga sur planche à pagaie, l’hydrothérapie et la pratique de l’ostéopathie par des étudiants sont ${underwriter}.`,
  'Practitioners without a current certification are referred to an underwriter.': `Les praticiens sans certification à jour sont ${underwriter}.`,
  'Prior claims are referred to an underwriter.': `Les sinistres antérieurs sont ${underwriter}.`,
  'Climbing gyms and trampoline parks are not written online.':
    'Les centres d’escalade et les parcs de trampolines ne sont pas souscrits en ligne.',
  'Martial arts studios are referred to an underwriter.': `Les studios d’arts martiaux sont ${underwriter}.`,
  'Facilities without signed waivers are referred to an underwriter.':
    'Les installations sans renonciations signées sont soumises à un souscripteur.',
  'Facilities with uncertified instructors are referred to an underwriter.':
    'Les installations ayant des instructeurs non certifiés sont soumises à un souscripteur.',
  'Facilities with more than 2,000 members are referred to an underwriter.': `Les installations de plus de 2\u00a0000 membres sont soumises à un souscripteur.`,
});

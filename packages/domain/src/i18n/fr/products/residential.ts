import { optionLabelPairs, productPairs } from './pairs.ts';

/** The cover levels whose French is not the catalogue's: 'Premium' is not the money word « Prime » here. */
export const COVER_LEVEL_PAIRS = optionLabelPairs('cover-level', { Premium: 'Supérieure' });

/**
 * The French of the residential products' questions (tenants, tenants plus, student tenants and
 * residential-questions.ts).
 */
export const RESIDENTIAL_PRODUCT_PAIRS = productPairs({
  'Full name of the insured': 'Nom complet de l’assuré',
  'Birth year of the insured': 'Année de naissance de l’assuré',
  'The rental': 'Le logement loué',
  'Rental address': 'Adresse du logement loué',
  'The rented home; it is the insured location.': 'Le logement loué\u00a0; c’est le lieu assuré.',
  'Type of dwelling': 'Type d’habitation',
  'Apartment or condo unit': 'Appartement ou unité de condo',
  'Townhouse or row house': 'Maison de ville ou en rangée',
  'Detached or semi-detached house': 'Maison individuelle ou jumelée',
  'Basement suite': 'Logement au sous-sol',
  'Referred to an underwriter (water exposure).': 'Soumis à un souscripteur (exposition à l’eau).',
  'Floor of the unit': 'Étage du logement',
  'The ground floor is 1.': 'Le rez-de-chaussée est le 1.',
  'e.g. 3': 'p. ex. 3',
  'Is there a working smoke alarm in the unit?':
    'Y a-t-il un avertisseur de fumée fonctionnel dans le logement\u00a0?',
  'Is a business run from the rental?': 'Une entreprise est-elle exploitée dans le logement\u00a0?',
  'Home businesses are reviewed by an underwriter.':
    'Les entreprises à domicile sont examinées par un souscripteur.',
  'Describe the business, its visitors and its stock': 'Décrivez l’entreprise, ses visiteurs et son stock',
  Roommates: 'Colocataires',
  'Roommates named here share the policy; each has their own contents and ALE limits.':
    'Les colocataires nommés ici partagent la police\u00a0; chacun a ses propres limites de biens et de FSA.',
  'Roommates to insure': 'Colocataires à assurer',
  'Up to 3 roommates. Leave empty when the insured lives alone.':
    'Jusqu’à 3 colocataires. Laissez vide si l’assuré vit seul.',
  Roommate: 'Colocataire',
  'Roommate name': 'Nom du colocataire',
  'Roommate birth year': 'Année de naissance du colocataire',
  'Roommate contents (property) limit': 'Limite des biens (contenu) du colocataire',
  'Roommate additional living expenses limit': 'Limite des frais de subsistance additionnels du colocataire',
  Coverage: 'Garanties',
  'Contents limit': 'Limite des biens',
  'Additional living expenses (ALE) limit': 'Limite des frais de subsistance additionnels (FSA)',
  'ALE limit': 'Limite des FSA',
  'Personal liability limit': 'Limite de responsabilité civile personnelle',
  'The rental has had flood, sewer backup or water damage in the last 10 years':
    'Le logement a subi une inondation, un refoulement d’égout ou un dégât d’eau au cours des 10 dernières années',
  'Cover level': 'Niveau de garantie',
  'Flood cover levels are offered once the rental address is entered, where there was no prior water loss.':
    'Les niveaux avec garantie inondation sont offerts une fois l’adresse du logement saisie, s’il n’y a eu aucun dégât d’eau.',
  Basic: 'De base',
  'Named perils, no flood or sewer backup.': 'Risques désignés, sans inondation ni refoulement d’égout.',
  'Basic With Flood Cover': 'De base avec garantie inondation',
  'Named perils plus overland flood and sewer backup.':
    'Risques désignés plus inondation terrestre et refoulement d’égout.',
  'Enhanced (No Flood Cover)': 'Améliorée (sans garantie inondation)',
  'All risks on contents, no flood or sewer backup.':
    'Tous risques sur les biens, sans inondation ni refoulement d’égout.',
  Enhanced: 'Améliorée',
  'All risks on contents, including overland flood and sewer backup.':
    'Tous risques sur les biens, y compris l’inondation terrestre et le refoulement d’égout.',
  'Enhanced plus replacement cost, identity theft and higher special limits.':
    'Améliorée plus valeur à neuf, vol d’identité et limites spéciales plus élevées.',
  'Insurance history': 'Antécédents d’assurance',
  'Has an insurer cancelled or refused to renew a policy of the insured in the last 3 years?':
    'Un assureur a-t-il résilié ou refusé de renouveler une police de l’assuré au cours des 3 dernières années\u00a0?',
  // Student tenants
  Student: 'Étudiant',
  'Full name of the student': 'Nom complet de l’étudiant',
  'Birth year of the student': 'Année de naissance de l’étudiant',
  'College or university': 'Cégep, collège ou université',
  'Is the student enrolled full time?': 'L’étudiant est-il inscrit à temps plein\u00a0?',
  'Residence and coverage': 'Résidence et garanties',
  'Where does the student live?': 'Où l’étudiant habite-t-il\u00a0?',
  'Campus residence': 'Résidence sur le campus',
  'Off-campus rental': 'Logement loué hors campus',
  'The residence or the off-campus rental.': 'La résidence ou le logement loué hors campus.',
});

import { productPairs } from './pairs.ts';

/**
 * The French of the questions every product shares (common-questions.ts: the applicant, the effective
 * date, the address) and of the construction products (builders risk, course of construction). Stored
 * answers stay English option values: these pairs only translate what is shown.
 */
export const COMMON_PRODUCT_PAIRS = productPairs({
  Applicant: 'Proposant',
  'Named insured (owner or builder)': 'Assuré désigné (propriétaire ou constructeur)',
  'Named insured': 'Assuré désigné',
  Email: 'Courriel',
  'name@example.ca': 'nom@exemple.ca',
  Phone: 'Téléphone',
  'Policy effective date': 'Date d’effet de la police',
  'Cover starts at 12:01 a.m. on this date.': 'La garantie commence à 0 h 01 à cette date.',
  'YYYY-MM-DD': 'AAAA-MM-JJ',
  'Effective date': 'Date d’effet',
  'Risk address': 'Adresse du risque',
  Yes: 'Oui',
  No: 'Non',
  Deductible: 'Franchise',
  'Number of claims in the last 5 years': 'Nombre de sinistres au cours des 5 dernières années',
  'Number of claims in the last 3 years': 'Nombre de sinistres au cours des 3 dernières années',
  'Business name': 'Nom de l’entreprise',
  'Business address': 'Adresse de l’entreprise',
  'Mailing address': 'Adresse postale',
  Revenue: 'Chiffre d’affaires',
  'Annual revenue': 'Chiffre d’affaires annuel',
  'Years in business': 'Années d’exploitation',
  'Referred to an underwriter.': 'Soumis à un souscripteur.',
  'Not written online.': 'Non souscrit en ligne.',
  'No longer offered.': 'N’est plus offert.',
  'Liability limit': 'Limite de responsabilité',
});

export const CONSTRUCTION_PRODUCT_PAIRS = productPairs({
  'Project address': 'Adresse du projet',
  'The named insured is the': 'L’assuré désigné est le',
  'Owner of the property': 'Propriétaire du bien',
  'Builder or general contractor': 'Constructeur ou entrepreneur général',
  'The project': 'Le projet',
  'Type of project': 'Type de projet',
  'New construction': 'Construction neuve',
  'Renovation of or addition to an existing building': 'Rénovation ou agrandissement d’un bâtiment existant',
  'Scope of the work': 'Étendue des travaux',
  'Interior renovation': 'Rénovation intérieure',
  'Structural renovation (walls, roof or foundation)': 'Rénovation structurale (murs, toit ou fondations)',
  Addition: 'Agrandissement',
  'Replacement value of the existing building': 'Valeur à neuf du bâtiment existant',
  'Construction type': 'Type de construction',
  'Wood frame': 'Charpente de bois',
  'Joisted masonry': 'Maçonnerie à solives',
  'Non-combustible (steel frame)': 'Incombustible (charpente d’acier)',
  'Fire resistive (reinforced concrete)': 'Résistant au feu (béton armé)',
  'Log or straw bale': 'Rondins ou ballots de paille',
  'Not insured online.': 'Non assuré en ligne.',
  'Number of storeys at completion': 'Nombre d’étages à l’achèvement',
  'Completed value of the project': 'Valeur du projet à l’achèvement',
  'Total replacement cost at completion: materials, labour and fees.':
    'Coût de remplacement total à l’achèvement\u00a0: matériaux, main-d’œuvre et honoraires.',
  'Project value': 'Valeur du projet',
  'Project term in months': 'Durée du projet en mois',
  'Whole months. Policies can later be extended in whole months, up to 18 months in total.':
    'Mois entiers. La police peut ensuite être prolongée par mois entiers, jusqu’à 18 mois au total.',
  'Occupancy during the work': 'Occupation pendant les travaux',
  'Unoccupied until completion': 'Inoccupé jusqu’à l’achèvement',
  'Lived in or used during the work': 'Habité ou utilisé pendant les travaux',
  'Use of the building at completion': 'Usage du bâtiment à l’achèvement',
  "Owner's residence": 'Résidence du propriétaire',
  'Residential rental': 'Location résidentielle',
  'Built for sale': 'Construit pour la vente',
  'Site protection': 'Protection du chantier',
  'Fire protection': 'Protection incendie',
  'Fire hydrant within 300 m and fire hall within 8 km':
    'Borne d’incendie à moins de 300 m et caserne à moins de 8 km',
  'Fire hall within 8 km, no hydrant within 300 m': 'Caserne à moins de 8 km, aucune borne à moins de 300 m',
  'No fire hall within 8 km': 'Aucune caserne à moins de 8 km',
  'Site security': 'Sécurité du chantier',
  'Tick every measure in place for the whole project.':
    'Cochez chaque mesure en place pour toute la durée du projet.',
  'Perimeter fencing, locked after hours': 'Clôture périmétrique, verrouillée hors des heures de travail',
  'Monitored intrusion alarm': 'Alarme anti-intrusion sous surveillance',
  'Security guard after hours': 'Gardien de sécurité hors des heures de travail',
  'Monitored cameras': 'Caméras sous surveillance',
  'Will welding, torch-on roofing or other hot work be done on site?':
    'Des travaux par point chaud (soudage, toiture au chalumeau ou autres) seront-ils faits sur le chantier\u00a0?',
  'Hot work is referred to an underwriter for the fire-watch conditions.':
    'Les travaux par point chaud sont soumis à un souscripteur pour les conditions de surveillance incendie.',
  'Lenders and additional insureds': 'Prêteurs et assurés additionnels',
  'A lender (mortgagee or loss payee) has an interest in the project':
    'Un prêteur (créancier hypothécaire ou bénéficiaire) a un intérêt dans le projet',
  'Lender name': 'Nom du prêteur',
  Mortgagee: 'Créancier hypothécaire',
  'Lender address': 'Adresse du prêteur',
  'Additional insureds': 'Assurés additionnels',
  'Owners, developers or contractors to add to the policy.':
    'Propriétaires, promoteurs ou entrepreneurs à ajouter à la police.',
  'Additional insured name': 'Nom de l’assuré additionnel',
  'Additional insured address': 'Adresse de l’assuré additionnel',
  // Course of construction
  'Named insured (owner or developer)': 'Assuré désigné (propriétaire ou promoteur)',
  Owner: 'Propriétaire',
  Developer: 'Promoteur',
  'General contractor': 'Entrepreneur général',
  'The contractor running the site; leave empty when it is the named insured.':
    'L’entrepreneur qui dirige le chantier\u00a0; laissez vide s’il s’agit de l’assuré désigné.',
  'Multi-unit residential': 'Résidentiel multilogement',
  'Mixed use': 'Usage mixte',
  Institutional: 'Institutionnel',
  Industrial: 'Industriel',
  'Mass timber': 'Bois massif',
  'Priced by an underwriter.': 'Tarifé par un souscripteur.',
  'Occupancy during construction': 'Occupation pendant la construction',
  'Partly occupied (phased handover)': 'Partiellement occupé (livraison par phases)',
  'Add soft costs (delay in start-up) cover':
    'Ajouter la garantie des frais accessoires (retard de mise en service)',
  'Interest, rents and fees lost when an insured loss delays completion.':
    'Intérêts, loyers et honoraires perdus lorsqu’un sinistre assuré retarde l’achèvement.',
  'Soft costs limit': 'Limite des frais accessoires',
  'Is there a water damage mitigation plan (leak detection, shut-off valves)?':
    'Y a-t-il un plan d’atténuation des dégâts d’eau (détection des fuites, robinets d’arrêt)\u00a0?',
});

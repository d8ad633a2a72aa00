import { productPairs } from './pairs.ts';

/** The French of the contractors' products (contractors, contractors equipment, trade contractors, trade classes). */
export const CONTRACTORS_PRODUCT_PAIRS = productPairs({
  Operations: 'Activités',
  'Trades performed': 'Métiers exercés',
  'Choose every trade; the premium follows the highest-hazard one.':
    'Choisissez chaque métier\u00a0; la prime suit celui au risque le plus élevé.',
  'Painting and decorating (interior)': 'Peinture et décoration (intérieur)',
  'Flooring installation': 'Pose de revêtements de sol',
  'Finish carpentry and cabinets': 'Menuiserie de finition et armoires',
  'Drywall and taping': 'Pose de gypse et tirage de joints',
  'Landscaping (no tree removal)': 'Aménagement paysager (sans abattage d’arbres)',
  Electrical: 'Électricité',
  Plumbing: 'Plomberie',
  'Heating, ventilation and air conditioning': 'Chauffage, ventilation et climatisation',
  'Framing carpentry': 'Charpenterie',
  'Tile and stone': 'Carrelage et pierre',
  'Concrete flatwork': 'Dalles et surfaces de béton',
  'General contractor (residential renovation)': 'Entrepreneur général (rénovation résidentielle)',
  Masonry: 'Maçonnerie',
  'Siding and eavestroughs': 'Revêtement extérieur et gouttières',
  Excavation: 'Travaux d’excavation',
  Roofing: 'Toiture',
  Demolition: 'Démolition',
  Blasting: 'Dynamitage',
  'Asbestos abatement': 'Désamiantage',
  'Annual revenue (next 12 months)': 'Chiffre d’affaires annuel (12 prochains mois)',
  'Share of work subcontracted (%)': 'Part des travaux confiés en sous-traitance (%)',
  'Do you collect a certificate of insurance from every subcontractor?':
    'Obtenez-vous un certificat d’assurance de chaque sous-traitant\u00a0?',
  'Highest storey worked on': 'Étage le plus élevé où vous travaillez',
  '0 for work at ground level only.': '0 pour des travaux au niveau du sol seulement.',
  'Liability limit (per occurrence)': 'Limite de responsabilité (par sinistre)',
  'Offered to businesses of 3 years or more.': 'Offert aux entreprises de 3 ans ou plus.',
  'Add a contractors equipment floater (tools and equipment)':
    'Ajouter une garantie flottante du matériel d’entrepreneur (outils et matériel)',
  'Equipment floater': 'Garantie flottante du matériel',
  'Equipment floater limit': 'Limite de la garantie flottante du matériel',
  'Replacement cost of all tools and equipment.': 'Coût de remplacement de tous les outils et du matériel.',
  'Equipment floater deductible': 'Franchise de la garantie flottante du matériel',
  // Contractors equipment
  Equipment: 'Matériel',
  'Main type of equipment': 'Principal type de matériel',
  'Hand tools': 'Outils à main',
  'Portable power tools': 'Outils électriques portatifs',
  'Scaffolding and ladders': 'Échafaudages et échelles',
  'Mobile equipment (skid steers, mini excavators)':
    'Matériel mobile (chargeuses compactes, mini-excavatrices)',
  'Total replacement value of the equipment': 'Valeur à neuf totale du matériel',
  'Equipment limit': 'Limite du matériel',
  'Value of the most expensive item': 'Valeur de l’article le plus coûteux',
  'Items over $10,000 (make, model, serial number, value)':
    'Articles de plus de 10\u00a0000\u00a0$ (marque, modèle, numéro de série, valeur)',
  'Where is the equipment kept overnight?': 'Où le matériel est-il gardé la nuit\u00a0?',
  'In a locked building': 'Dans un bâtiment verrouillé',
  'In a locked, fenced yard': 'Dans une cour clôturée et verrouillée',
  'In a vehicle or on the job site': 'Dans un véhicule ou sur le chantier',
  // Trade contractors
  'Trade and coverage': 'Métier et garanties',
  'Do you hold every provincial licence or certificate your trades require?':
    'Détenez-vous chaque permis ou certificat provincial exigé pour vos métiers\u00a0?',
});

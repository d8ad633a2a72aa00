import { productPairs } from './pairs.ts';

/**
 * The French of the catalogue's product names, descriptions and categories (packages/domain/src/catalogue.ts;
 * 'Construction' is the same in both languages).
 */
export const CATALOGUE_PRODUCT_PAIRS = productPairs({
  // Categories
  'Most popular': 'Les plus populaires',
  Residential: 'Résidentiel',
  Contractors: 'Entrepreneurs',
  'Professional Liability': 'Responsabilité professionnelle',
  'Health & Fitness': 'Santé et conditionnement physique',
  // Products
  'Builders Risk': 'Risques des constructeurs',
  'Property cover for buildings under construction or renovation.':
    'Assurance des biens pour les bâtiments en construction ou en rénovation.',
  'Course of Construction': 'Chantier en cours',
  'Cover for materials and work in progress on larger construction projects.':
    'Assurance des matériaux et des travaux en cours des grands projets de construction.',
  'Tenants Insurance': 'Assurance des locataires',
  'Contents, liability and additional living expenses for renters, with up to 3 roommates.':
    'Biens, responsabilité civile et frais de subsistance additionnels pour les locataires, avec jusqu’à 3 colocataires.',
  'Tenants Plus': 'Locataires Plus',
  'Enhanced renters cover with flood options and higher limits.':
    'Assurance améliorée des locataires avec options inondation et limites plus élevées.',
  'Student Tenants': 'Locataires étudiants',
  'Renters cover sized for students living on or off campus.':
    'Assurance des locataires adaptée aux étudiants qui habitent sur le campus ou hors campus.',
  'Contractors Liability': 'Responsabilité des entrepreneurs',
  'General liability for contractors with an optional equipment floater.':
    'Responsabilité civile générale des entrepreneurs avec garantie flottante du matériel en option.',
  'Contractors Equipment': 'Matériel d’entrepreneur',
  'Stand-alone cover for contractors tools and mobile equipment.':
    'Assurance distincte des outils et du matériel mobile des entrepreneurs.',
  'Trade Contractors': 'Entrepreneurs spécialisés',
  'Liability for trade contractors such as electricians, plumbers and carpenters.':
    'Responsabilité des entrepreneurs spécialisés comme les électriciens, plombiers et charpentiers.',
  'Custom Business': 'Entreprise sur mesure',
  'Package cover for small businesses, tailored by underwriting.':
    'Assurance combinée pour les petites entreprises, adaptée par la souscription.',
  'Private Directors & Officers': 'Administrateurs et dirigeants (sociétés fermées)',
  'Management liability for directors and officers of private companies.':
    'Responsabilité des administrateurs et dirigeants de sociétés fermées.',
  'Technology Errors & Omissions': 'Erreurs et omissions en technologie',
  'Professional liability for technology and software firms.':
    'Responsabilité professionnelle des entreprises de technologie et de logiciels.',
  'Life Agents E&O': 'Erreurs et omissions des agents d’assurance vie',
  'Errors and omissions cover for licensed life insurance agents.':
    'Assurance erreurs et omissions des agents d’assurance vie titulaires d’un permis.',
  'Health & Fitness Liability (Individuals)':
    'Responsabilité santé et conditionnement physique (particuliers)',
  'Liability for fitness instructors and practitioners, from $75 a year.':
    'Responsabilité des instructeurs et praticiens en conditionnement physique, à partir de 75\u00a0$ par année.',
  'Health & Fitness Liability (Premises)': 'Responsabilité santé et conditionnement physique (lieux)',
  'Liability for gyms and studios, including their premises.':
    'Responsabilité des gyms et studios, y compris leurs lieux.',
});

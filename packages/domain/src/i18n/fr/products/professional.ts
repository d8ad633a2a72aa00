import { productPairs } from './pairs.ts';

/** The French of the business and professional products (custom business, private D&O, technology E&O, life agents). */
export const PROFESSIONAL_PRODUCT_PAIRS = productPairs({
  // Custom business
  'Business and coverage': 'Entreprise et garanties',
  'What the business does': 'Activité de l’entreprise',
  'Office (professional or administrative)': 'Bureau (professionnel ou administratif)',
  'Retail store': 'Magasin de détail',
  'Personal services (salon, spa)': 'Services personnels (salon, spa)',
  'Light manufacturing or assembly': 'Fabrication légère ou assemblage',
  'Restaurant or cafe': 'Restaurant ou café',
  'Cannabis retail': 'Vente au détail de cannabis',
  'Describe the business': 'Décrivez l’entreprise',
  'Number of employees': 'Nombre d’employés',
  'Business contents limit': 'Limite des biens de l’entreprise',
  'Stock, furniture and equipment at the business address; 0 for none.':
    'Stock, mobilier et matériel à l’adresse de l’entreprise\u00a0; 0 si aucun.',
  // Private D&O
  'Company name': 'Nom de la société',
  'Head office address': 'Adresse du siège social',
  'The company': 'La société',
  Industry: 'Secteur d’activité',
  'Professional services': 'Services professionnels',
  'Retail or wholesale': 'Commerce de détail ou de gros',
  Technology: 'Technologie',
  Manufacturing: 'Fabrication',
  'Real estate': 'Immobilier',
  'Financial services': 'Services financiers',
  Ownership: 'Actionnariat',
  'Private, owner-managed': 'Privée, gérée par ses propriétaires',
  'Private, backed by outside investors': 'Privée, soutenue par des investisseurs externes',
  'Non-profit': 'Sans but lucratif',
  'Not written on this product.': 'Non souscrit avec ce produit.',
  'Publicly traded': 'Cotée en bourse',
  'Total assets': 'Actif total',
  'Result of the last financial year': 'Résultat du dernier exercice',
  Profitable: 'Bénéficiaire',
  'Break-even': 'À l’équilibre',
  'Net loss': 'Perte nette',
  'Is a public offering planned in the next 12 months?':
    'Un appel public à l’épargne est-il prévu dans les 12 prochains mois\u00a0?',
  'Limit of liability (aggregate)': 'Limite de responsabilité (globale)',
  'Retention per claim': 'Rétention par sinistre',
  // Technology E&O
  'The business': 'L’entreprise',
  'Technology services provided': 'Services technologiques fournis',
  Services: 'Services offerts',
  'Web design and development': 'Conception et développement Web',
  'IT training': 'Formation en informatique',
  'Custom software development': 'Développement de logiciels sur mesure',
  'Software as a service (SaaS)': 'Logiciel-service (SaaS)',
  'IT consulting': 'Services-conseils en informatique',
  'Managed IT services': 'Services informatiques gérés',
  'Data processing and hosting': 'Traitement et hébergement de données',
  'Medical or health software': 'Logiciels médicaux ou de santé',
  'Payment processing': 'Traitement des paiements',
  'Cryptocurrency and blockchain': 'Cryptomonnaies et chaîne de blocs',
  'Share of revenue from clients in the United States (%)':
    'Part du chiffre d’affaires provenant de clients aux États-Unis (%)',
  'Do you use written contracts with a limitation of liability for every client?':
    'Utilisez-vous des contrats écrits avec une limitation de responsabilité pour chaque client\u00a0?',
  'Limit of liability (each claim and aggregate)': 'Limite de responsabilité (par sinistre et globale)',
  'Offered from $1,000,000 of revenue.':
    'Offert à partir de 1\u00a0000\u00a0000\u00a0$ de chiffre d’affaires.',
  'Retention (deductible) per claim': 'Rétention (franchise) par sinistre',
  'Add first-party cyber cover (breach response, extortion)':
    'Ajouter une garantie cyber directe (intervention en cas d’atteinte, extorsion)',
  'Cyber limit': 'Limite cyber',
  'Claims and prior cover': 'Sinistres et assurance antérieure',
  'Are you aware of any error, complaint or circumstance that could lead to a claim?':
    'Avez-vous connaissance d’une erreur, d’une plainte ou d’une circonstance pouvant mener à une réclamation\u00a0?',
  'Do you have technology E&O cover today?':
    'Avez-vous actuellement une assurance responsabilité professionnelle en technologie\u00a0?',
  'Retroactive date of the current policy': 'Date de rétroactivité de la police actuelle',
  // Life agents
  'Full name of the agent': 'Nom complet de l’agent',
  'Practice and coverage': 'Pratique et garanties',
  'Products sold': 'Produits vendus',
  'Life insurance': 'Assurance vie',
  'Accident and sickness': 'Accident et maladie',
  'Critical illness': 'Maladies graves',
  'Segregated funds': 'Fonds distincts',
  Annuities: 'Rentes',
  'Group benefits': 'Assurance collective',
  'Mutual funds or securities': 'Fonds communs de placement ou valeurs mobilières',
  'Needs securities E&O; not written here.':
    'Exige une assurance responsabilité en valeurs mobilières\u00a0; non souscrit ici.',
  'Province of the life licence': 'Province du permis d’assurance vie',
  'Life licence number': 'Numéro du permis d’assurance vie',
  'Years licensed': 'Années de détention du permis',
  'Has a regulator ever disciplined, suspended or fined the agent?':
    'Un organisme de réglementation a-t-il déjà sanctionné, suspendu ou mis à l’amende l’agent\u00a0?',
  'Limit of liability (each claim)': 'Limite de responsabilité (par sinistre)',
});

/**
 * The product catalogue of spec section 1. Questionnaires, rating and versions arrive with the
 * quote-and-bind capability; this list is what the catalogue, the CRM filters and the seed share.
 */
export const INSURERS = [
  { id: 'cascadia-mutual', name: 'Cascadia Mutual Insurance' },
  { id: 'laurentian-general', name: 'Laurentian General Insurance' },
  { id: 'prairie-specialty', name: 'Prairie Specialty Underwriters' },
] as const;
export type InsurerId = (typeof INSURERS)[number]['id'];

export type LineOfBusiness = 'commercial' | 'residential';

export interface CatalogueEntry {
  productId: string;
  name: string;
  categories: string[];
  searchKeywords: string[];
  /** Path segment under /products/{applicationPath}/application. */
  applicationPath: string;
  insurerId: InsurerId;
  lineOfBusiness: LineOfBusiness;
  showTile: boolean;
  description: string;
}

/** The category that shows the products without a category (spec 9). */
export const MOST_POPULAR_CATEGORY = 'Most popular';

export const CATALOGUE: readonly CatalogueEntry[] = [
  {
    productId: 'builders-risk',
    name: 'Builders Risk',
    categories: ['Construction'],
    searchKeywords: ['construction', 'renovation', 'new build', 'property under construction'],
    applicationPath: 'builders-risk',
    insurerId: 'cascadia-mutual',
    lineOfBusiness: 'commercial',
    showTile: true,
    description: 'Property cover for buildings under construction or renovation.',
  },
  {
    productId: 'course-of-construction',
    name: 'Course of Construction',
    categories: ['Construction'],
    searchKeywords: ['construction', 'wrap-up', 'project', 'builder'],
    applicationPath: 'course-of-construction',
    insurerId: 'cascadia-mutual',
    lineOfBusiness: 'commercial',
    showTile: true,
    description: 'Cover for materials and work in progress on larger construction projects.',
  },
  {
    productId: 'tenants',
    name: 'Tenants Insurance',
    categories: ['Residential'],
    searchKeywords: ['renters', 'contents', 'apartment', 'roommates'],
    applicationPath: 'tenants',
    insurerId: 'laurentian-general',
    lineOfBusiness: 'residential',
    showTile: true,
    description: 'Contents, liability and additional living expenses for renters, with up to 3 roommates.',
  },
  {
    productId: 'tenants-plus',
    name: 'Tenants Plus',
    categories: ['Residential'],
    searchKeywords: ['renters', 'flood', 'enhanced', 'contents'],
    applicationPath: 'tenants-plus',
    insurerId: 'laurentian-general',
    lineOfBusiness: 'residential',
    showTile: true,
    description: 'Enhanced renters cover with flood options and higher limits.',
  },
  {
    productId: 'student-tenants',
    name: 'Student Tenants',
    categories: ['Residential'],
    searchKeywords: ['student', 'renters', 'dorm', 'campus'],
    applicationPath: 'student-tenants',
    insurerId: 'laurentian-general',
    lineOfBusiness: 'residential',
    showTile: true,
    description: 'Renters cover sized for students living on or off campus.',
  },
  {
    productId: 'contractors',
    name: 'Contractors Liability',
    categories: ['Contractors'],
    searchKeywords: ['contractor', 'cgl', 'liability', 'equipment floater', 'tools'],
    applicationPath: 'contractors',
    insurerId: 'prairie-specialty',
    lineOfBusiness: 'commercial',
    showTile: true,
    description: 'General liability for contractors with an optional equipment floater.',
  },
  {
    productId: 'contractors-equipment',
    name: 'Contractors Equipment',
    categories: ['Contractors'],
    searchKeywords: ['equipment', 'tools', 'floater', 'machinery'],
    applicationPath: 'contractors-equipment',
    insurerId: 'prairie-specialty',
    lineOfBusiness: 'commercial',
    showTile: true,
    description: 'Stand-alone cover for contractors tools and mobile equipment.',
  },
  {
    productId: 'trade-contractors',
    name: 'Trade Contractors',
    categories: ['Contractors'],
    searchKeywords: ['trades', 'plumber', 'electrician', 'carpenter', 'painter'],
    applicationPath: 'trade-contractors',
    insurerId: 'prairie-specialty',
    lineOfBusiness: 'commercial',
    showTile: true,
    description: 'Liability for trade contractors such as electricians, plumbers and carpenters.',
  },
  {
    productId: 'custom-business',
    name: 'Custom Business',
    categories: [],
    searchKeywords: ['business', 'small business', 'retail', 'office', 'cgl'],
    applicationPath: 'custom-business',
    insurerId: 'cascadia-mutual',
    lineOfBusiness: 'commercial',
    showTile: true,
    description: 'Package cover for small businesses, tailored by underwriting.',
  },
  {
    productId: 'private-dno',
    name: 'Private Directors & Officers',
    categories: ['Professional Liability'],
    searchKeywords: ['d&o', 'directors', 'officers', 'management liability'],
    applicationPath: 'private-dno',
    insurerId: 'laurentian-general',
    lineOfBusiness: 'commercial',
    showTile: true,
    description: 'Management liability for directors and officers of private companies.',
  },
  {
    productId: 'technology-eo',
    name: 'Technology Errors & Omissions',
    categories: ['Professional Liability'],
    searchKeywords: ['tech', 'e&o', 'software', 'cyber', 'professional liability'],
    applicationPath: 'technology-eo',
    insurerId: 'laurentian-general',
    lineOfBusiness: 'commercial',
    showTile: true,
    description: 'Professional liability for technology and software firms.',
  },
  {
    productId: 'life-agents',
    name: 'Life Agents E&O',
    categories: ['Professional Liability'],
    searchKeywords: ['life insurance agent', 'e&o', 'advisor'],
    applicationPath: 'life-agents',
    insurerId: 'laurentian-general',
    lineOfBusiness: 'commercial',
    showTile: true,
    description: 'Errors and omissions cover for licensed life insurance agents.',
  },
  {
    productId: 'health-fitness-individual',
    name: 'Health & Fitness Liability (Individuals)',
    categories: ['Health & Fitness'],
    searchKeywords: ['yoga', 'personal trainer', 'fitness instructor', 'massage', 'pilates'],
    applicationPath: 'health-fitness-individual',
    insurerId: 'cascadia-mutual',
    lineOfBusiness: 'commercial',
    showTile: true,
    description: 'Liability for fitness instructors and practitioners, from $75 a year.',
  },
  {
    productId: 'health-fitness-premises',
    name: 'Health & Fitness Liability (Premises)',
    categories: ['Health & Fitness'],
    searchKeywords: ['gym', 'studio', 'fitness centre', 'premises'],
    applicationPath: 'health-fitness-premises',
    insurerId: 'cascadia-mutual',
    lineOfBusiness: 'commercial',
    showTile: true,
    description: 'Liability for gyms and studios, including their premises.',
  },
];

/** Policy number prefixes by product: {code}-{year}-{number}. */
export const PRODUCT_CODES: Readonly<Record<string, string>> = {
  'builders-risk': 'BR',
  'course-of-construction': 'COC',
  tenants: 'TEN',
  'tenants-plus': 'TNP',
  'student-tenants': 'STU',
  contractors: 'CON',
  'contractors-equipment': 'CEQ',
  'trade-contractors': 'TRD',
  'custom-business': 'BUS',
  'private-dno': 'DNO',
  'technology-eo': 'TEO',
  'life-agents': 'LAE',
  'health-fitness-individual': 'HFI',
  'health-fitness-premises': 'HFP',
};

export function catalogueEntry(productId: string): CatalogueEntry | undefined {
  return CATALOGUE.find((entry) => entry.productId === productId);
}

/** The insurer's name for its id ('laurentian-general' → 'Laurentian General Insurance'); an unknown id as it is. */
export function insurerName(insurerId: string): string {
  return INSURERS.find((insurer) => insurer.id === insurerId)?.name ?? insurerId;
}

/** The product's name for its id ('tenants' → 'Tenants Insurance'); an unknown id as it is. */
export function productName(productId: string): string {
  return catalogueEntry(productId)?.name ?? productId;
}

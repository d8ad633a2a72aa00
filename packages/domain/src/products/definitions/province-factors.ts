/**
 * Province factors of this marketplace's illustrative house rates (not an insurer's filing): how
 * each province's loss experience moves a premium. A province missing from a table is not priced
 * online for the products that use it.
 */

/** Residential (tenants) contents, ALE and liability. */
export const RESIDENTIAL_PROVINCE_FACTORS: Record<string, number> = {
  AB: 1.15,
  BC: 1.1,
  MB: 1,
  NB: 0.9,
  NL: 0.95,
  NS: 0.9,
  NT: 1.25,
  NU: 1.3,
  ON: 1.05,
  PE: 0.85,
  QC: 1,
  SK: 1,
  YT: 1.2,
};

/** Commercial general liability (contractors, business packages, health & fitness premises). */
export const LIABILITY_PROVINCE_FACTORS: Record<string, number> = {
  AB: 1.1,
  BC: 1.15,
  MB: 1,
  NB: 0.95,
  NL: 1,
  NS: 0.95,
  NT: 1.2,
  NU: 1.25,
  ON: 1.1,
  PE: 0.95,
  QC: 1.05,
  SK: 1,
  YT: 1.2,
};

/** Property under construction; the territories are written by underwriters only. */
export const CONSTRUCTION_PROVINCE_FACTORS: Record<string, number> = {
  AB: 1.05,
  BC: 1.1,
  MB: 1,
  NB: 0.95,
  NL: 1,
  NS: 0.95,
  ON: 1,
  PE: 0.95,
  QC: 1,
  SK: 1,
};

/** Contractors tools and mobile equipment (theft exposure). */
export const EQUIPMENT_PROVINCE_FACTORS: Record<string, number> = {
  AB: 1.05,
  BC: 1.05,
  MB: 1,
  NB: 1,
  NL: 1,
  NS: 1,
  NT: 1.15,
  NU: 1.15,
  ON: 1,
  PE: 1,
  QC: 1,
  SK: 1,
  YT: 1.15,
};

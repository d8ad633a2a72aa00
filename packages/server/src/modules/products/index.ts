// What products/ offers the rest of the server (docs/decisions/0072-server-module-walls.md).
export { publishedVersion, type PublishedVersion } from './definitions.ts';
export { findProductWithDefinition, pinnedOrCurrentDefinition } from './repository.ts';
export { productRoutes } from './routes.ts';
export { PRODUCT_NOT_FOUND } from './service.ts';
export { productVersionId, syncProductCatalogue } from './sync.ts';

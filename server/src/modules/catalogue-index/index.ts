// The catalogue-index module's public face: other modules and the app import only what is listed here.
export { CATALOG_ENGINES, MAX_CHOSEN_FILTERS } from './catalog-search.js';
export type {
  CatalogEngine,
  CatalogEngineName,
  CatalogSearch,
  CatalogSort,
  FacetFilter,
  FilterFacet,
  ListingAnswer,
  ListingFilter,
  ListingQuery,
} from './catalog-search.js';
export { MemoryCatalogEngine } from './catalogue-index.js';
export { CatalogueVersion } from './catalogue-version.js';
export { catalogEngineOf, catalogueOf, listenForCatalogueChanges, settleCatalogue, type Catalogue } from './engines.js';
export { facetQueryStatement, queryStatements } from './postgres-engine.js';

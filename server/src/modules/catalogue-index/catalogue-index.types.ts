// The catalogue-index module's types the request context uses: a leaf (types only; catalog-search.ts
// and catalogue-version.ts declare them and import no module but catalog's types and the database helpers).

export type { CatalogEngine, CatalogSearch } from './catalog-search.js';
export type { CatalogueVersion } from './catalogue-version.js';

// The catalogue-index module's types the request context uses: a leaf (types only; catalog-search.ts
// declares them and imports no module but catalog's types).

export type { CatalogEngine, CatalogSearch } from './catalog-search.js';

import type DataLoader from 'dataloader';

// The specs module's types other modules, the request context and the GraphQL mappers use: a leaf
// (types only, no services).

/**
 * Names, values and units come in the viewer's language (else the other's; English values and units
 * that are empty read through the shop's term list first), and as stored in each language (`…Az`,
 * `…En`) for edit forms.
 */
export interface SpecificationItemRecord {
  name: string;
  nameAz: string;
  nameEn: string;
  value: string;
  valueAz: string;
  valueEn: string;
  unit: string | null;
  unitAz: string | null;
  unitEn: string;
  type: number;
}

export interface SpecificationGroupRecord {
  productId: string;
  groupName: string;
  groupNameAz: string;
  groupNameEn: string;
  items: SpecificationItemRecord[];
}

export interface ProductSpecificationsRecord {
  productId: string;
  specificationGroups: SpecificationGroupRecord[];
}

/** The request's specification batch (specs.loaders.ts makes it). */
export interface SpecsLoaders {
  specificationsByProduct: DataLoader<string, SpecificationGroupRecord[]>;
}

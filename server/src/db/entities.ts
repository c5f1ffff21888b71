import { LoginKnownAddress, LoginThrottle, User } from '../modules/accounts/index.js';
import { ManagedFile, ProductPdf } from '../modules/files/index.js';
import { Banner } from '../modules/banners/index.js';
import { CategoryFilter, Filter, FilterOption, ProductFilter } from '../modules/filters/index.js';
import { SpecificationGroup, SpecificationItem } from '../modules/specs/index.js';
import { Brand } from '../modules/catalog/index.js';
import { Category } from '../modules/catalog/index.js';
import { Product, ProductImage, ProductPrice } from '../modules/catalog/index.js';
import { CatalogueTerm } from '../modules/terms/index.js';

/** Every entity the ORM knows; each feature adds its own here. */
export const entities = [
  Category,
  Brand,
  Product,
  ProductPrice,
  ProductImage,
  User,
  LoginThrottle,
  LoginKnownAddress,
  Filter,
  FilterOption,
  CategoryFilter,
  ProductFilter,
  SpecificationGroup,
  SpecificationItem,
  Banner,
  ManagedFile,
  ProductPdf,
  CatalogueTerm,
];

import { LoginKnownAddress, LoginThrottle, User } from '../modules/accounts/user.entity.js';
import { ManagedFile, ProductPdf } from '../modules/files/file.entity.js';
import { Banner } from '../modules/banners/banner.entity.js';
import { CategoryFilter, Filter, FilterOption, ProductFilter } from '../modules/filters/filter.entity.js';
import { SpecificationGroup, SpecificationItem } from '../modules/specs/specification.entity.js';
import { Brand } from '../modules/catalog/brand.entity.js';
import { Category } from '../modules/catalog/category.entity.js';
import { Product, ProductImage, ProductPrice } from '../modules/catalog/product.entity.js';

/** Every entity the ORM knows; each feature adds its own here. */
export const entities = [Category, Brand, Product, ProductPrice, ProductImage, User, LoginThrottle, LoginKnownAddress,
  Filter, FilterOption, CategoryFilter, ProductFilter, SpecificationGroup, SpecificationItem, Banner,
  ManagedFile, ProductPdf];

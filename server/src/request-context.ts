import type { EntityManager } from '@mikro-orm/postgresql';
import type { Language } from './language.js';
import type { AccountStates, KnownDevice, Viewer } from './modules/accounts/accounts.types.js';
import type { CatalogLoaders } from './modules/catalog/catalog.types.js';
import type { CatalogSearch, CatalogueVersion } from './modules/catalogue-index/catalogue-index.types.js';
import type { FavoritesLoaders } from './modules/favorites/favorites.types.js';
import type { FilterLoaders } from './modules/filters/filters.types.js';
import type { Mailer } from './modules/mail/index.js';
import type { SpecsLoaders } from './modules/specs/specs.types.js';
import type { FileStorage } from './modules/uploads/uploads.types.js';

// A leaf: types only, from the modules' types files, so every service can take a context without
// importing the modules that make one (create-context.ts does).

/**
 * What every service function gets first, whoever calls it (a GraphQL resolver, a REST handler, the
 * benchmark): its own unit of work, the viewer (services check permissions against it), batch loaders.
 */
export interface RequestContext {
  em: EntityManager;
  viewer: Viewer;
  /** The accounts' sign-in states this process keeps; a service that changes one forgets it after its commit. */
  accountStates: AccountStates;
  loaders: CatalogLoaders & FilterLoaders & SpecsLoaders & FavoritesLoaders;
  /** The catalogue engine's view for this request (listings, search, similar products). */
  catalogue: CatalogSearch;
  /** How far this process has followed the catalogue's change log: the product cards, the keys of caches of the catalogue. */
  catalogueVersion: CatalogueVersion;
  /** Signs the tokens account operations hand out. */
  jwtSecret: string;
  /** The caller's address (sign-in and sign-up throttles count by it). */
  clientIp: string;
  /** Where stored files are kept (FILE_STORAGE): the process's one storage, disk or bucket. */
  storage: FileStorage;
  /** Where browsers fetch pictures from (PUBLIC_FILES_URL), or undefined: the shop's own /uploads/<key>. */
  publicFilesUrl: string | undefined;
  /** The `language` cookie as the caller sent it (the storefront keeps `en` or `az` there), or null. */
  languageCookie: string | null;
  /**
   * The viewer's interface language (the `language` cookie, else Accept-Language, else English):
   * every catalogue text of the answer is in it, or in the other language where it has no value.
   */
  language: Language;
  /** The known-device cookie the browser sent, and the one a sign-in sets on the answer. */
  knownDevice: KnownDevice;
  /** Production: the demo logins' published passwords are refused as new passwords. */
  refuseDemoPasswords: boolean;
  /** The shop's e-mail (password recovery codes, order confirmations); null when none is configured (production without SMTP_URL). */
  mailer: Mailer | null;
  /** The shop's address as the request sees it (SITE_URL, or an allowed Host), for links in e-mails; '' outside a request. */
  origin: string;
}

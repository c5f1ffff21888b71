/// <reference types="vite/client" />

/** The build-time settings the client reads (see "Build-time settings of the client" in docs/configuration.md). */
interface ImportMetaEnv {
  readonly VITE_MAP_TILE_URL?: string;
  readonly VITE_MAP_TILE_URL_ALT?: string;
}

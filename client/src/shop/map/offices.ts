/** A shop office on the map (the spec's "office marker"): the store settings' offices carry these. */
export interface MapOffice {
  name: string;
  address: string;
  latitude: number;
  longitude: number;
}

/** The map opens centred on the offices' midpoint at this zoom. */
export const MAP_ZOOM = 13;

/** The offices' midpoint (Baku's centre when there are none). */
export function mapCenter(offices: readonly MapOffice[]): [number, number] {
  if (offices.length === 0) return [40.4093, 49.8671];
  return [offices.reduce((sum, o) => sum + o.latitude, 0) / offices.length, offices.reduce((sum, o) => sum + o.longitude, 0) / offices.length];
}

/**
 * Tile servers. Set VITE_MAP_TILE_URL (street map) and VITE_MAP_TILE_URL_ALT (second map type) at build
 * time to use another provider or a self-hosted tile cache; defaults are OpenStreetMap's standard tiles
 * and OpenStreetMap France's Humanitarian style. Both use Leaflet's {s}/{z}/{x}/{y} placeholders.
 */
export const TILE_URLS = {
  streets: import.meta.env.VITE_MAP_TILE_URL || 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  humanitarian: import.meta.env.VITE_MAP_TILE_URL_ALT || 'https://{s}.tile.openstreetmap.fr/hot/{z}/{x}/{y}.png',
} as const;

export type MapType = keyof typeof TILE_URLS;

/** A link to the office in OpenStreetMap (opens in a new tab; works wherever the embedded tiles do not). */
export function officeMapLink(office: MapOffice): string {
  const { latitude: lat, longitude: lng } = office;
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=17/${lat}/${lng}`;
}

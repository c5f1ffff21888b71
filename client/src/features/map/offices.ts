import type { MessageKey } from '../../i18n';

/** A shop office on the map (the spec's "office marker": lat, lng, title), with its catalogue texts. */
export interface Office {
  id: string;
  lat: number;
  lng: number;
  /** Catalogue keys of the office's name and street address (the footer shows the same ones). */
  titleKey: MessageKey;
  addressKey: MessageKey;
}

/** The two offices, hard-coded as the spec asks (both in Baku). */
export const OFFICES: readonly Office[] = [
  { id: 'main', lat: 40.3371, lng: 49.8312, titleKey: 'footer.address.main.label', addressKey: 'footer.address.main' },
  { id: 'service', lat: 40.3329, lng: 49.7912, titleKey: 'footer.address.second.label', addressKey: 'footer.address.second' },
];

/** The map opens centred on the offices' midpoint at this zoom. */
export const MAP_ZOOM = 13;
export const MAP_CENTER: [number, number] = [
  OFFICES.reduce((sum, o) => sum + o.lat, 0) / OFFICES.length,
  OFFICES.reduce((sum, o) => sum + o.lng, 0) / OFFICES.length,
];

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
export function officeMapLink(office: Office): string {
  return `https://www.openstreetmap.org/?mlat=${office.lat}&mlon=${office.lng}#map=17/${office.lat}/${office.lng}`;
}

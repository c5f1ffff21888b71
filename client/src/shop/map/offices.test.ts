import { describe, expect, it } from 'vitest';
import { MAP_ZOOM, mapCenter, officeMapLink, TILE_URLS } from './offices';

describe('office markers', () => {
  it("centre the map on the offices' midpoint at zoom 13", () => {
    const offices = [
      { name: 'A', address: 'a', latitude: 40.3371, longitude: 49.8312 },
      { name: 'B', address: 'b', latitude: 40.3329, longitude: 49.7912 },
    ];
    const [lat, lng] = mapCenter(offices);
    expect(lat).toBeCloseTo((40.3371 + 40.3329) / 2, 10);
    expect(lng).toBeCloseTo((49.8312 + 49.7912) / 2, 10);
    expect(mapCenter([])).toHaveLength(2);
    expect(MAP_ZOOM).toBe(13);
    expect(officeMapLink(offices[0]!)).toBe('https://www.openstreetmap.org/?mlat=40.3371&mlon=49.8312#map=17/40.3371/49.8312');
  });

  it('default to OpenStreetMap tiles when no tile URL is configured', () => {
    expect(TILE_URLS.streets).toBe('https://tile.openstreetmap.org/{z}/{x}/{y}.png');
    expect(TILE_URLS.humanitarian).toContain('{z}/{x}/{y}');
  });
});

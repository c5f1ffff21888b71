import { describe, expect, it } from 'vitest';
import { MAP_CENTER, MAP_ZOOM, OFFICES, TILE_URLS } from './offices';

describe('office markers', () => {
  it('are two offices inside the spec box (lat 40.33–40.34, lng 49.78–49.84), centred on their midpoint at zoom 13', () => {
    expect(OFFICES).toHaveLength(2);
    for (const office of OFFICES) {
      expect(office.lat).toBeGreaterThanOrEqual(40.33);
      expect(office.lat).toBeLessThanOrEqual(40.34);
      expect(office.lng).toBeGreaterThanOrEqual(49.78);
      expect(office.lng).toBeLessThanOrEqual(49.84);
    }
    const [a, b] = OFFICES;
    expect(MAP_CENTER[0]).toBeCloseTo((a!.lat + b!.lat) / 2, 10);
    expect(MAP_CENTER[1]).toBeCloseTo((a!.lng + b!.lng) / 2, 10);
    expect(MAP_ZOOM).toBe(13);
  });

  it('default to OpenStreetMap tiles when no tile URL is configured', () => {
    expect(TILE_URLS.streets).toBe('https://tile.openstreetmap.org/{z}/{x}/{y}.png');
    expect(TILE_URLS.humanitarian).toContain('{z}/{x}/{y}');
  });
});

import { describe, expect, it } from 'vitest';
import { slugify } from './slug.js';

describe('slugify', () => {
  it('folds Azerbaijani letters in either case, drops accents and joins words with single hyphens', () => {
    expect(slugify('Şəbəkə avadanlıqları')).toBe('sebeke-avadanliqlari');
    expect(slugify('İŞIQLANDIRMA və ÇƏKİLİŞ')).toBe('isiqlandirma-ve-cekilis');
    expect(slugify('  Müşahidə  kameraları / IP ')).toBe('musahide-kameralari-ip');
    expect(slugify('Café №5 — Ğ Ö Ü')).toBe('cafe-no5-g-o-u');
    expect(slugify('***')).toBe('');
  });
});

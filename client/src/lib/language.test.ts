import { describe, expect, it } from 'vitest';
import { catalogueTextLanguage, startLanguage, upperCaseIn } from './language';

describe('upperCaseIn', () => {
  it('writes Azerbaijani capitals in Azerbaijani (DAXİLİ, not DAXILI) and English ones in English', () => {
    expect(upperCaseIn('Daxili yaddaş', 'az')).toBe('DAXİLİ YADDAŞ');
    expect(upperCaseIn('Daxili yaddaş', 'en')).toBe('DAXILI YADDAŞ');
    expect(upperCaseIn('ılıq', 'az')).toBe('ILIQ');
    expect(upperCaseIn('wifi', 'en')).toBe('WIFI');
  });
});

describe('catalogueTextLanguage', () => {
  it('is the interface language when the text has a value in it, else the other one the server fell back to', () => {
    expect(catalogueTextLanguage('en', { az: 'Daxili yaddaş', en: 'Storage' })).toBe('en');
    expect(catalogueTextLanguage('en', { az: 'Daxili yaddaş', en: '' })).toBe('az');
    expect(catalogueTextLanguage('az', { az: 'Daxili yaddaş', en: 'Storage' })).toBe('az');
    expect(catalogueTextLanguage('az', { az: '', en: 'Storage' })).toBe('en');
    expect(catalogueTextLanguage('az', { az: '', en: '' })).toBe('az');
  });
});

describe('startLanguage', () => {
  it("is a ?lang= link's language first, then the page's; none when neither is one of ours (no cookie here)", () => {
    expect(startLanguage('?lang=az', 'en')).toBe('az');
    expect(startLanguage('?page=2&lang=EN', 'az')).toBe('en');
    expect(startLanguage('?lang=fr', 'az')).toBe('az');
    expect(startLanguage('', '')).toBeUndefined();
    expect(startLanguage('?lang=de', 'ru')).toBeUndefined();
  });
});

/**
 * The JavaScript twin of the database's `shop_search_text()` (migration 000000): Azerbaijani letters
 * folded to their Latin look-alikes, accents removed, lower case, letters and digits split apart
 * ("RTX4060" -> "rtx 4060"), everything else a single space. Search documents are folded by the
 * database and queries here; a test keeps the two identical.
 */
const AZERBAIJANI = new Map(
  Object.entries({ Ə: 'e', ə: 'e', I: 'i', ı: 'i', İ: 'i', Ş: 's', ş: 's', Ç: 'c', ç: 'c', Ğ: 'g', ğ: 'g', Ö: 'o', ö: 'o', Ü: 'u', ü: 'u' }),
);
/** Letters unaccent() spells out that Unicode decomposition leaves alone. */
const SPELLED = new Map(Object.entries({ ß: 'ss', æ: 'ae', Æ: 'AE', œ: 'oe', Œ: 'OE', ø: 'o', Ø: 'O', đ: 'd', Đ: 'D', ł: 'l', Ł: 'L', ħ: 'h', Ħ: 'H' }));

export function foldSearchText(input: string): string {
  const translated = input.replace(/[ƏəIıİŞşÇçĞğÖöÜü]/g, (c) => AZERBAIJANI.get(c)!);
  const unaccented = translated
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[ßæÆœŒøØđĐłŁħĦ]/g, (c) => SPELLED.get(c)!);
  return unaccented
    .toLowerCase()
    .replace(/([a-z])([0-9])/g, '$1 $2')
    .replace(/([0-9])([a-z])/g, '$1 $2')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** The trigrams pg_trgm takes of one word: two spaces before it, one after ("lenovo" -> "  l", " le", "len" … "vo "). */
export function trigramsOf(word: string): string[] {
  const padded = `  ${word} `;
  const found = new Set<string>();
  for (let i = 0; i + 3 <= padded.length; i++) found.add(padded.slice(i, i + 3));
  return [...found];
}

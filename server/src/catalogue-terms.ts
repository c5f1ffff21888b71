/**
 * The shop's shared list of common catalogue words (table `catalogue_term`, edited in the back office's
 * "Terms" screen): yes/no, units ("ay" → "months", "səh/dəq" → "ppm", "düym" → "inch"), colour names
 * ("Qara" → "Black"). A specification value or unit, colour or size that is exactly such a word (letter
 * case and surrounding spaces aside) reads in English through it when its own English field is empty, so
 * the owner types each common word once. These SQL fragments read it where the texts are read.
 */

/** Matches a term to a text column: letter case and surrounding spaces aside. */
const TERM_OF = (column: string) => `(select t.en from catalogue_term t where lower(t.az) = lower(btrim(${column})) limit 1)`;

/** A text's English: its own English column when set, else the term list's English for it, else '' (the Azerbaijani one is then shown). */
export const englishOrTerm = (englishColumn: string, azerbaijaniColumn: string) => `coalesce(nullif(${englishColumn}, ''), ${TERM_OF(azerbaijaniColumn)}, '')`;

/** A list of names (a product's colours or sizes) in English: each through the term list, else as it is. */
export const namesInEnglish = (arrayColumn: string) =>
  `array(select coalesce(${TERM_OF('u.v')}, u.v) from unnest(${arrayColumn}) with ordinality u(v, n) order by u.n)`;

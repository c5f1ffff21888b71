import { key } from '../../components/form/useZodForm';
import type { CatalogueTermInput } from '../../gql/graphql';
import { z } from '../../lib/zod';

/** The server's limits (terms.service.ts). */
export const MAX_TERMS = 500;
const MAX_TERM = 100;

const term = z.object({ az: z.string().max(MAX_TERM), en: z.string().max(MAX_TERM) });

/** Both words of every row; no Azerbaijani word twice (letter case aside), as the server checks. */
export const termsSchema = z.object({ terms: z.array(term).max(MAX_TERMS) }).superRefine((form, ctx) => {
  const seen = new Set<string>();
  form.terms.forEach((row, i) => {
    const az = row.az.trim();
    if (!az) ctx.addIssue({ code: 'custom', path: ['terms', i, 'az'], message: key('admin.terms.required') });
    if (!row.en.trim()) ctx.addIssue({ code: 'custom', path: ['terms', i, 'en'], message: key('admin.terms.required') });
    const folded = az.toLocaleLowerCase('az');
    if (az && seen.has(folded)) ctx.addIssue({ code: 'custom', path: ['terms', i, 'az'], message: key('admin.terms.repeated') });
    seen.add(folded);
  });
});

export type TermsFormValues = z.input<typeof termsSchema>;

/** The form's rows as the API takes them: trimmed. */
export function termsInput(form: TermsFormValues): CatalogueTermInput[] {
  return form.terms.map((row) => ({ az: row.az.trim(), en: row.en.trim() }));
}

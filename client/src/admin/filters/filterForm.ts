import { FilterInput as FilterContract, FilterOptionInput as FilterOptionContract } from '../../../../server/src/modules/filters/filters.schemas';
import { checkContract, contractIssues, messagesByField, type FieldMap } from '../../components/form/contract';
import { z } from '../../lib/zod';
import { key } from '../../components/form/useZodForm';
import type { FilterInput, FilterOptionInput } from '../../gql/graphql';
import type { FilterOptionRow, FilterRow } from '../catalogue/filterRows';

/** A new option's colour swatch (back office §9). */
export const DEFAULT_OPTION_COLOR = 'red';

/** An option as typed: a label in each language, the value, the colour and whether it is offered. */
export interface OptionDraft {
  labelAz: string;
  labelEn: string;
  value: string;
  color: string;
  isActive: boolean;
}

export const NEW_OPTION: OptionDraft = { labelAz: '', labelEn: '', value: '', color: DEFAULT_OPTION_COLOR, isActive: true };

/** Back office §5: an option needs a label and a value, otherwise nothing is added. */
export function canAddOption(option: OptionDraft): boolean {
  return Boolean((option.labelAz.trim() || option.labelEn.trim()) && option.value.trim());
}

export function optionInput(option: OptionDraft): FilterOptionInput {
  return {
    displayName: option.labelAz.trim(),
    displayNameEn: option.labelEn.trim(),
    value: option.value.trim(),
    color: option.color.trim() || null,
    isActive: option.isActive,
  };
}

/** Where the server's FilterOptionInput shows its errors on an option's fields (the draft's and the option dialog's). */
export const OPTION_FIELDS: FieldMap = {
  value: 'value',
  displayName: 'labelAz',
  displayNameEn: 'labelEn',
  color: 'color',
  isActive: 'isActive',
};

/** What the server's FilterOptionInput refuses in an option as typed, by its field (a catalogue key with values). */
export function optionProblems(option: OptionDraft): Partial<Record<keyof OptionDraft, string>> {
  return messagesByField(contractIssues(FilterOptionContract, optionInput(option), OPTION_FIELDS));
}

export function optionDraft(option: FilterOptionRow): OptionDraft {
  return { labelAz: option.displayNameAz, labelEn: option.displayNameEn, value: option.value, color: option.color ?? '', isActive: option.isActive };
}

/** The option dialog's schema (editing one option): a label in either language and a value; the server's FilterOptionInput (lengths). */
export const optionSchema = z
  .object({
    labelAz: z.string(),
    labelEn: z.string(),
    value: z.string().trim().min(1, key('admin.filters.errors.valueRequired')),
    color: z.string(),
    isActive: z.boolean(),
  })
  .superRefine((option, ctx) => {
    if (!option.labelAz.trim() && !option.labelEn.trim())
      ctx.addIssue({ code: 'custom', path: ['labelAz'], message: key('admin.filters.errors.labelRequired') });
    checkContract(ctx, FilterOptionContract, optionInput(option), OPTION_FIELDS);
  });

const optionDraftSchema = z.object({ labelAz: z.string(), labelEn: z.string(), value: z.string(), color: z.string(), isActive: z.boolean() });

/** Where the server's FilterInput shows its errors on the filter dialog (type: the GraphQL enum's name, set by the form). */
export const FILTER_FIELDS: FieldMap = {
  name: 'nameAz',
  nameEn: 'nameEn',
  slug: 'slug',
  type: null,
  isActive: 'isActive',
  sortOrder: 'sortOrder',
  categoryIds: 'categoryIds',
  'categoryIds/#': 'categoryIds',
  options: 'options',
  ...Object.fromEntries(Object.entries(OPTION_FIELDS).map(([field, formField]) => [`options/#/${field}`, `options.#.${formField as string}`])),
};

/**
 * The filter dialog's schema: a name in either language, a whole sort order; options on add only. The
 * input it makes (as on add, with the options) is checked against the server's FilterInput (lengths, list sizes).
 */
export const filterSchema = z
  .object({
    nameAz: z.string(),
    nameEn: z.string(),
    slug: z.string(),
    isActive: z.boolean(),
    sortOrder: z.coerce.number<string | number>().int(key('admin.errors.sortOrderInvalid')),
    categoryIds: z.array(z.string()),
    options: z.array(optionDraftSchema),
  })
  .superRefine((form, ctx) => {
    if (!form.nameAz.trim() && !form.nameEn.trim()) ctx.addIssue({ code: 'custom', path: ['nameAz'], message: key('admin.errors.filterNameRequired') });
    checkContract(ctx, FilterContract, filterInput(form, true), FILTER_FIELDS);
  });

export type FilterFormValues = z.input<typeof filterSchema>;
type FilterFormOutput = z.output<typeof filterSchema>;

/** A new filter (back office §9: sort order 0, active, no options yet; every category). */
export const NEW_FILTER: FilterFormValues = { nameAz: '', nameEn: '', slug: '', isActive: true, sortOrder: 0, categoryIds: [], options: [] };

export function filterValues(filter: FilterRow): FilterFormValues {
  return {
    nameAz: filter.nameAz,
    nameEn: filter.nameEn,
    slug: filter.slug,
    isActive: filter.isActive,
    sortOrder: filter.sortOrder,
    categoryIds: [...filter.categoryIds].map(String),
    options: [],
  };
}

/** The form as FilterInput: the type is CHECKBOX on create (§9); an empty slug is made from the name (add) or kept (edit). */
export function filterInput(form: FilterFormOutput, adding: boolean): FilterInput {
  const input: FilterInput = {
    name: form.nameAz.trim(),
    nameEn: form.nameEn.trim(),
    isActive: form.isActive,
    sortOrder: form.sortOrder,
    categoryIds: form.categoryIds,
  };
  if (form.slug.trim()) input.slug = form.slug.trim();
  if (adding) {
    input.type = 'CHECKBOX';
    input.options = form.options.map(optionInput);
  }
  return input;
}

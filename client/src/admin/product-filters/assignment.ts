import { BulkProductFilterAssignmentInput, ProductFilterAssignmentInput } from '../../../../server/src/modules/filters/filters.schemas';
import { contractIssues, messagesByField, type FieldMap } from '../../components/form/contract';
import type { MessageKey } from '../../i18n';
import type { FilterRow } from '../catalogue/filterRows';
import type { FilterValue } from '../catalogue/productFilterCache';

export type AssignMode = 'single' | 'bulk';

export interface AssignChoice {
  productIds: readonly string[];
  filterId: string;
  optionId: string;
  customValue: string;
}

/** Only active filters, each with only its active options, are offered (back office §5). */
export function assignableFilters(filters: readonly FilterRow[]): FilterRow[] {
  return filters.filter((filter) => filter.isActive).map((filter) => ({ ...filter, options: filter.options.filter((option) => option.isActive) }));
}

export type AssignProblem = Extract<MessageKey, 'admin.errors.productAndFilterRequired' | 'admin.errors.optionOrValueRequired'>;

/** The §5 message for what is missing, or null when the assignment may go. */
export function assignProblem(choice: AssignChoice): AssignProblem | null {
  if (choice.productIds.length === 0 || !choice.filterId) return 'admin.errors.productAndFilterRequired';
  if (!choice.optionId && !choice.customValue.trim()) return 'admin.errors.optionOrValueRequired';
  return null;
}

/** The assignment as the API takes it: one product, or every product picked (bulk). */
export function assignmentInput(mode: AssignMode, choice: AssignChoice) {
  const value = { filterId: choice.filterId, filterOptionId: choice.optionId || null, customValue: choice.customValue.trim() || null };
  return mode === 'single' ? { productId: choice.productIds[0] ?? '', ...value } : { productIds: [...choice.productIds], ...value };
}

/** Where the server's assignment inputs show their errors in the dialog. */
export const ASSIGN_FIELDS: FieldMap = {
  productId: 'productIds',
  productIds: 'productIds',
  'productIds/#': 'productIds',
  filterId: 'filterId',
  filterOptionId: 'optionId',
  customValue: 'customValue',
};

/** What the server's ProductFilterAssignmentInput (or the bulk one) refuses in the choice, by field: a catalogue key with values. */
export function assignmentProblems(mode: AssignMode, choice: AssignChoice): Partial<Record<keyof AssignChoice, string>> {
  const schema = mode === 'single' ? ProductFilterAssignmentInput : BulkProductFilterAssignmentInput;
  return messagesByField(contractIssues(schema, assignmentInput(mode, choice), ASSIGN_FIELDS));
}

/** The value the summary shows and products get: the custom value wins; if empty, the option's (§5). */
export function assignedValue(filter: FilterRow | undefined, choice: Pick<AssignChoice, 'optionId' | 'customValue'>): FilterValue | null {
  if (!filter) return null;
  const option = filter.options.find((item) => item.id === choice.optionId);
  const custom = choice.customValue.trim();
  if (!custom && !option) return null;
  return {
    filterId: filter.id,
    filterName: filter.name,
    filterOptionId: option?.id ?? null,
    optionName: option?.displayName ?? null,
    value: custom || option!.value,
  };
}

/** Switching to one product keeps the first of those picked. */
export function selectionForMode(mode: AssignMode, selected: readonly string[]): string[] {
  return mode === 'single' ? selected.slice(0, 1) : [...selected];
}

/** Select All / Deselect All over the listed products (keeping picks not listed now). */
export function toggleAll(selected: readonly string[], listed: readonly string[]): string[] {
  const all = listed.every((id) => selected.includes(id));
  return all ? selected.filter((id) => !listed.includes(id)) : [...selected, ...listed.filter((id) => !selected.includes(id))];
}

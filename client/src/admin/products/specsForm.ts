import { z } from '../../lib/zod';
import { key } from '../../components/form/useZodForm';
import type { AdminSpecificationFieldsFragment, SpecificationGroupInput } from '../../gql/graphql';

const item = z.object({
  nameAz: z.string(),
  nameEn: z.string(),
  value: z.string(),
  valueEn: z.string(),
  unit: z.string(),
  unitEn: z.string(),
  type: z.enum(['TEXT', 'NUMBER', 'BOOLEAN']),
});
const group = z.object({ groupNameAz: z.string(), groupNameEn: z.string(), items: z.array(item).min(1) });

/**
 * The specifications editor's schema (back office §5): every group needs a name and every item a name
 * (in either language) and a value; the unit is optional; no upper limit. Each missing field is marked
 * "Required"; the editor says "Please fill in all required fields" above them.
 */
export const specsSchema = z.object({ groups: z.array(group).min(1) }).superRefine((form, ctx) => {
  const required = (path: (string | number)[], message = key('admin.specs.fieldRequired')) => ctx.addIssue({ code: 'custom', path, message });
  form.groups.forEach((g, gi) => {
    if (!g.groupNameAz.trim() && !g.groupNameEn.trim()) required(['groups', gi, 'groupNameAz'], key('admin.specs.nameRequired'));
    g.items.forEach((it, ii) => {
      if (!it.nameAz.trim() && !it.nameEn.trim()) required(['groups', gi, 'items', ii, 'nameAz'], key('admin.specs.nameRequired'));
      if (!it.value.trim()) required(['groups', gi, 'items', ii, 'value']);
    });
  });
});

export type SpecsFormValues = z.input<typeof specsSchema>;
export type SpecItemValues = SpecsFormValues['groups'][number]['items'][number];

export const NEW_SPEC_ITEM: SpecItemValues = { nameAz: '', nameEn: '', value: '', valueEn: '', unit: '', unitEn: '', type: 'TEXT' };
export const newSpecGroup = (): SpecsFormValues['groups'][number] => ({ groupNameAz: '', groupNameEn: '', items: [{ ...NEW_SPEC_ITEM }] });

/** The stored groups as the editor's values; none yet: one empty group with one empty item to fill in. */
export function specsFormValues(groups: readonly AdminSpecificationFieldsFragment[]): SpecsFormValues {
  if (groups.length === 0) return { groups: [newSpecGroup()] };
  return {
    groups: groups.map((g) => ({
      groupNameAz: g.groupNameAz,
      groupNameEn: g.groupNameEn,
      items: g.items.map((it) => ({
        nameAz: it.nameAz,
        nameEn: it.nameEn,
        value: it.valueAz,
        valueEn: it.valueEn,
        unit: it.unitAz ?? '',
        unitEn: it.unitEn,
        type: it.type,
      })),
    })),
  };
}

/** The editor's values as the API's groups: trimmed, an empty name or unit as null. */
export function specsInput(form: SpecsFormValues): SpecificationGroupInput[] {
  const text = (value: string) => value.trim() || null;
  return form.groups.map((g) => ({
    groupName: text(g.groupNameAz),
    groupNameEn: text(g.groupNameEn),
    items: g.items.map((it) => ({
      name: text(it.nameAz),
      nameEn: text(it.nameEn),
      value: it.value.trim(),
      valueEn: text(it.valueEn),
      unit: text(it.unit),
      unitEn: text(it.unitEn),
      type: it.type,
    })),
  }));
}

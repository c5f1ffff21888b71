import { BannerInput as BannerContract } from '../../../../server/src/modules/banners/banners.schemas';
import { checkContract, type FieldMap } from '../../components/form/contract';
import { z } from '../../lib/zod';
import { key } from '../../components/form/useZodForm';
import type { BannerInput } from '../../gql/graphql';
import { fileSchema, UPLOAD_RULES } from '../kit/fileChecks';

/** Where the server's BannerInput shows its errors on the form (type: the GraphQL enum's name, set by the form). */
export const BANNER_FIELDS: FieldMap = {
  title: 'titleAz',
  titleEn: 'titleEn',
  description: 'descriptionAz',
  descriptionEn: 'descriptionEn',
  buttonText: 'buttonTextAz',
  buttonTextEn: 'buttonTextEn',
  linkUrl: 'linkUrl',
  type: null,
  isActive: 'isActive',
  sortOrder: 'sortOrder',
  startDate: 'startDate',
  endDate: 'endDate',
};

/**
 * The banner dialog's schema: a title in at least one language, the picture's checks, dates in order;
 * the input it makes checked against the server's BannerInput (lengths).
 */
export function bannerSchema(adding: boolean) {
  return z
    .object({
      image: fileSchema(UPLOAD_RULES.bannerImage, adding ? 'admin.upload.imageRequired' : null),
      titleAz: z.string(),
      titleEn: z.string(),
      descriptionAz: z.string(),
      descriptionEn: z.string(),
      buttonTextAz: z.string(),
      buttonTextEn: z.string(),
      linkUrl: z.string(),
      sortOrder: z.coerce.number<string | number>().int(key('admin.errors.sortOrderInvalid')),
      startDate: z.string(),
      endDate: z.string(),
      isActive: z.boolean(),
    })
    .superRefine((form, ctx) => {
      if (!form.titleAz.trim() && !form.titleEn.trim()) ctx.addIssue({ code: 'custom', path: ['titleAz'], message: key('admin.errors.titleRequired') });
      if (form.startDate && form.endDate && form.endDate < form.startDate)
        ctx.addIssue({ code: 'custom', path: ['endDate'], message: key('admin.errors.dateRangeInvalid') });
      checkContract(ctx, BannerContract, bannerInput(form), BANNER_FIELDS);
    });
}

export type BannerFormValues = z.input<ReturnType<typeof bannerSchema>>;
type BannerFormOutput = z.output<ReturnType<typeof bannerSchema>>;

/** What a new banner's form starts with (back office §9: type 0, order 0, active; no dates: always shown). */
export const NEW_BANNER: BannerFormValues = {
  image: null,
  titleAz: '',
  titleEn: '',
  descriptionAz: '',
  descriptionEn: '',
  buttonTextAz: '',
  buttonTextEn: '',
  linkUrl: '',
  sortOrder: 0,
  startDate: '',
  endDate: '',
  isActive: true,
};

/** An ISO time as a `datetime-local` value in the browser's time zone ("2026-06-01T09:30"), or ''. */
export function toLocalInput(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A `datetime-local` value (the browser's time zone) as an ISO time, or null for none. */
export function fromLocalInput(value: string): string | null {
  return value ? new Date(value).toISOString() : null;
}

/** The form's values as the API's BannerInput (type 0: the home carousel, the only kind there is). */
export function bannerInput(form: BannerFormOutput): BannerInput {
  return {
    title: form.titleAz.trim(),
    titleEn: form.titleEn.trim(),
    description: form.descriptionAz.trim(),
    descriptionEn: form.descriptionEn.trim(),
    buttonText: form.buttonTextAz.trim() || null,
    buttonTextEn: form.buttonTextEn.trim(),
    linkUrl: form.linkUrl.trim() || null,
    type: 'CAROUSEL',
    isActive: form.isActive,
    sortOrder: form.sortOrder,
    startDate: fromLocalInput(form.startDate),
    endDate: fromLocalInput(form.endDate),
  };
}

/** A category's banner link (back office §9): `/{slug}` for a top-level one, `/products/{slug}` deeper. */
export function categoryLink(category: { slug: string; parentCategoryId?: string | null }): string {
  return category.parentCategoryId ? `/products/${category.slug}` : `/${category.slug}`;
}

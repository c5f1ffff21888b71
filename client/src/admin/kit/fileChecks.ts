import { z } from '../../lib/zod';
import type { MessageKey } from '../../i18n';

/** What an upload takes, as the server checks it again (docs/security.md "Uploads", back office §5 and §9). */
export interface UploadRule {
  kind: 'image' | 'pdf' | 'any';
  maxBytes: number;
  /** The `accept` attribute of the file input. */
  accept?: string;
  /** The texts: wrong type and too large (catalogue keys, some from the spec's §5). */
  wrongType: MessageKey;
  tooLarge: MessageKey;
}

const MB = 1024 * 1024;
const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif'];
const IMAGE_ACCEPT = IMAGE_TYPES.join(',');

export const UPLOAD_RULES = {
  productImageAdd: { kind: 'image', maxBytes: 10 * MB, accept: IMAGE_ACCEPT, wrongType: 'admin.upload.imageType', tooLarge: 'admin.upload.tooLarge10' },
  productImageEdit: { kind: 'image', maxBytes: 5 * MB, accept: IMAGE_ACCEPT, wrongType: 'admin.upload.imageType', tooLarge: 'admin.upload.imageTooLarge5' },
  bannerImage: { kind: 'image', maxBytes: 10 * MB, accept: IMAGE_ACCEPT, wrongType: 'admin.upload.imageType', tooLarge: 'admin.upload.tooLarge10' },
  categoryImage: { kind: 'image', maxBytes: 10 * MB, accept: IMAGE_ACCEPT, wrongType: 'admin.upload.imageType', tooLarge: 'admin.upload.tooLarge10' },
  productPdf: { kind: 'pdf', maxBytes: 20 * MB, accept: 'application/pdf,.pdf', wrongType: 'admin.upload.pdfType', tooLarge: 'admin.upload.tooLarge20' },
  managedFile: { kind: 'any', maxBytes: 100 * MB, wrongType: 'admin.upload.fileType', tooLarge: 'admin.upload.tooLarge100' },
} satisfies Record<string, UploadRule>;

/** Web pages and SVG: never taken as a Download-page file (the server refuses them by their bytes too). */
const REFUSED_TYPES = ['text/html', 'application/xhtml+xml', 'image/svg+xml', 'text/xml', 'application/xml'];
const REFUSED_EXTENSIONS = ['html', 'htm', 'xhtml', 'svg', 'svgz', 'xml'];

export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
}

/** The browser-side check before sending: the catalogue key of the problem, or null when the file may go. */
export function checkFile(file: Pick<File, 'name' | 'size' | 'type'>, rule: UploadRule): MessageKey | null {
  if (file.size === 0) return 'admin.upload.empty';
  const type = file.type.toLowerCase();
  const extension = extensionOf(file.name);
  const typeOk =
    rule.kind === 'image'
      ? IMAGE_TYPES.includes(type)
      : rule.kind === 'pdf'
        ? type === 'application/pdf' || (type === '' && extension === 'pdf')
        : !REFUSED_TYPES.includes(type) && !REFUSED_EXTENSIONS.includes(extension);
  if (!typeOk) return rule.wrongType;
  return file.size > rule.maxBytes ? rule.tooLarge : null;
}

export function isImageFile(file: Pick<File, 'type'>): boolean {
  return IMAGE_TYPES.includes(file.type.toLowerCase());
}

/** A size in KB, MB or GB with at most 2 decimals (back office §9), in the interface's number format. */
export function formatFileSize(
  bytes: number,
  formatNumber: (value: number, options: { style: 'unit'; unit: string; maximumFractionDigits: number }) => string,
): string {
  const units: [number, string][] = [
    [1024 ** 3, 'gigabyte'],
    [1024 ** 2, 'megabyte'],
  ];
  const [divisor, unit] = units.find(([size]) => bytes >= size) ?? [1024, 'kilobyte'];
  return formatNumber(bytes / divisor, { style: 'unit', unit, maximumFractionDigits: 2 });
}

/**
 * A form's file field as a zod schema: null or a File that passes `checkFile`; `required` is the
 * message when there is none (null when the field may stay empty, e.g. an edit keeping its picture).
 */
export function fileSchema(rule: UploadRule, required: MessageKey | null) {
  return z
    .custom<File | null>((value) => value === null || (typeof File !== 'undefined' && value instanceof File))
    .superRefine((file, ctx) => {
      const problem = file ? checkFile(file, rule) : required;
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    });
}

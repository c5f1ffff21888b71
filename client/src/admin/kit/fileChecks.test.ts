import { describe, expect, it } from 'vitest';
import { checkFile, fileSchema, formatFileSize, UPLOAD_RULES } from './fileChecks';

const MB = 1024 * 1024;
const file = (name: string, type: string, size: number) => ({ name, type, size });

describe('browser-side upload checks', () => {
  it('takes pictures up to each rule’s limit (product 10 MB on add, 5 MB on edit, banner and category 10 MB)', () => {
    expect(checkFile(file('a.jpg', 'image/jpeg', 10 * MB), UPLOAD_RULES.productImageAdd)).toBeNull();
    expect(checkFile(file('a.jpg', 'image/jpeg', 10 * MB + 1), UPLOAD_RULES.productImageAdd)).toBe('admin.upload.tooLarge10');
    expect(checkFile(file('a.png', 'image/png', 5 * MB + 1), UPLOAD_RULES.productImageEdit)).toBe('admin.upload.imageTooLarge5');
    expect(checkFile(file('a.webp', 'image/webp', 9 * MB), UPLOAD_RULES.bannerImage)).toBeNull();
    expect(checkFile(file('a.avif', 'image/avif', 11 * MB), UPLOAD_RULES.categoryImage)).toBe('admin.upload.tooLarge10');
  });

  it('refuses what is not a picture where a picture is wanted, SVG included', () => {
    expect(checkFile(file('a.svg', 'image/svg+xml', 100), UPLOAD_RULES.bannerImage)).toBe('admin.upload.imageType');
    expect(checkFile(file('a.pdf', 'application/pdf', 100), UPLOAD_RULES.bannerImage)).toBe('admin.upload.imageType');
    // The type is checked before the size: a wrong file is "wrong", not "too large".
    expect(checkFile(file('a.txt', 'text/plain', 50 * MB), UPLOAD_RULES.productImageEdit)).toBe('admin.upload.imageType');
  });

  it('takes PDFs up to 20 MB, by type or (without one) by extension', () => {
    expect(checkFile(file('m.pdf', 'application/pdf', 20 * MB), UPLOAD_RULES.productPdf)).toBeNull();
    expect(checkFile(file('m.pdf', '', 1000), UPLOAD_RULES.productPdf)).toBeNull();
    expect(checkFile(file('m.pdf', 'application/pdf', 20 * MB + 1), UPLOAD_RULES.productPdf)).toBe('admin.upload.tooLarge20');
    expect(checkFile(file('m.docx', 'application/msword', 1000), UPLOAD_RULES.productPdf)).toBe('admin.upload.pdfType');
  });

  it('takes any Download-page file up to 100 MB but web pages, SVG and XML', () => {
    expect(checkFile(file('driver.zip', 'application/zip', 100 * MB), UPLOAD_RULES.managedFile)).toBeNull();
    expect(checkFile(file('setup.exe', '', 5 * MB), UPLOAD_RULES.managedFile)).toBeNull();
    expect(checkFile(file('driver.zip', 'application/zip', 100 * MB + 1), UPLOAD_RULES.managedFile)).toBe('admin.upload.tooLarge100');
    expect(checkFile(file('page.html', 'text/html', 10), UPLOAD_RULES.managedFile)).toBe('admin.upload.fileType');
    expect(checkFile(file('logo.SVG', '', 10), UPLOAD_RULES.managedFile)).toBe('admin.upload.fileType');
  });

  it('refuses empty files', () => {
    expect(checkFile(file('a.jpg', 'image/jpeg', 0), UPLOAD_RULES.bannerImage)).toBe('admin.upload.empty');
  });

  it('as a form schema: the required message without a file, the check’s message with a bad one', () => {
    const required = fileSchema(UPLOAD_RULES.bannerImage, 'admin.upload.imageRequired');
    expect(required.safeParse(null).error?.issues[0]?.message).toBe('admin.upload.imageRequired');
    const big = new File([new Uint8Array(10)], 'a.gif', { type: 'image/gif' });
    expect(required.safeParse(big).success).toBe(true);
    const svg = new File(['<svg/>'], 'a.svg', { type: 'image/svg+xml' });
    expect(required.safeParse(svg).error?.issues[0]?.message).toBe('admin.upload.imageType');
    expect(fileSchema(UPLOAD_RULES.bannerImage, null).safeParse(null).success).toBe(true);
  });

  it('shows sizes in KB, MB or GB with at most 2 decimals', () => {
    const format = (value: number, options: { unit: string; maximumFractionDigits: number }) =>
      `${Number(value.toFixed(options.maximumFractionDigits))} ${options.unit}`;
    expect(formatFileSize(512, format)).toBe('0.5 kilobyte');
    expect(formatFileSize(1536 * 1024, format)).toBe('1.5 megabyte');
    expect(formatFileSize(3 * 1024 ** 3 + 10 * MB, format)).toBe('3.01 gigabyte');
  });
});

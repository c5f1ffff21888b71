import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, CUSTOMER_PASSWORD, CUSTOMERS, signIn } from '../../../test/accounts.js';
import { startTestApp, type TestApp } from '../../../test/app.js';
import { sqlOf } from '../../../test/buying.js';
import { startS3Server, type TestS3 } from '../../../test/s3.js';
import { graphqlUpload, pdf, restUpload, storedKeys } from '../../../test/uploads.js';

/**
 * Issue 16: the back office's Download-page files and product PDFs, every path of back office §7 with
 * the spec's form fields, and the same over GraphQL: stored under generated names, listed and
 * downloaded (as attachments, nosniff, counted) right after, audited, and gone with their record.
 */

let t: TestApp;
let second: TestApp;
let sql: ReturnType<typeof sqlOf>;
let admin: Record<string, string>;
let customer: Record<string, string>;
let productId: string;
let s3: TestS3;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'files-admin-test-'));
const ZIP = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.from('printer driver for Windows 11')]);

beforeAll(async () => {
  s3 = await startS3Server();
});
afterAll(async () => {
  await s3.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const lastAudit = async (entity: string, entityId: string) =>
  (
    await sql<{ action: string; changes: Record<string, { before: unknown; after: unknown }>; actor_email: string }>(
      'select action, changes, actor_email from audit_entry where entity = ? and entity_id = ? order by id desc limit 1',
      [entity, entityId],
    )
  )[0];

// Issue 32: on the disk and on an S3-compatible bucket alike; the second app shares the first one's storage.
describe.each(['disk', 's3'] as const)('with the %s storage', (storage) => {
  beforeAll(async () => {
    const settings = { dataDir: mkdtempSync(path.join(dataDir, `${storage}-`)), fileStorage: storage === 's3' ? s3.settings : undefined };
    t = await startTestApp(settings);
    second = await startTestApp({ sameDatabaseAs: t, ...settings });
    sql = sqlOf(t);
    // The demo data has two files on the Download page: these tests start from none.
    await sql('delete from managed_file');
    admin = await signIn(t, ADMIN.email, ADMIN.password, '10.16.4.1');
    customer = await signIn(t, CUSTOMERS.Wholesale, CUSTOMER_PASSWORD, '10.16.4.2');
    [{ id: productId }] = (await sql<{ id: string }>('select id from product order by created_at limit 1')) as [{ id: string }];
  });
  afterAll(async () => {
    await second.close();
    await t.close();
  });

  describe('Download-page files (POST /Admin/files/upload, GET /Admin/files, GET and DELETE /Admin/files/{id})', () => {
    it('uploads a file with the form fields File, CustomFileName, Description, Category; lists, downloads and deletes it', async () => {
      const uploaded = await restUpload(t, {
        method: 'POST',
        url: '/api/v1/Admin/files/upload',
        headers: admin,
        fields: { CustomFileName: 'XP-365B printer driver', Description: 'For Windows 10 and 11', Category: 'Windows' },
        files: [{ field: 'File', fileName: 'XP-365B Driver.zip', data: ZIP, contentType: 'text/html' }],
      });
      expect(uploaded.statusCode, uploaded.body).toBe(201);
      const file = uploaded.json();
      expect(file).toMatchObject({
        customFileName: 'XP-365B printer driver',
        originalFileName: 'XP-365B Driver.zip',
        description: 'For Windows 10 and 11',
        category: 'Windows',
        fileSize: ZIP.length,
        filePath: `/api/v1/Files/download/${file.id}`,
        downloadUrl: `/api/v1/Files/download/${file.id}`,
      });
      // Stored under a generated name with the extension its bytes show; the client's name is nowhere in the storage.
      expect(file.fileName).toMatch(/^[0-9a-f-]{36}\.zip$/);
      expect(await storedKeys(t.storage)).toEqual([`files/${file.fileName}`]);
      expect(new Date(file.uploadedAt).getTime()).toBeGreaterThan(Date.now() - 60_000);

      // The public list and download show it at once, in a second app on the same database too.
      for (const app of [t, second]) {
        const publicList = await app.app.inject({ url: '/api/v1/files' });
        expect(publicList.json()[0]).toMatchObject({ id: file.id, fileName: 'XP-365B printer driver', category: 'Windows', downloadUrl: file.downloadUrl });
        expect((await app.graphql<{ files: { id: string }[] }>('{ files { id } }')).data!.files[0]!.id).toBe(file.id);
      }
      const download = await second.app.inject({ url: file.filePath });
      expect(download.statusCode).toBe(200);
      expect(download.rawPayload.equals(ZIP)).toBe(true);
      // Sent as what its bytes showed on upload (the client said text/html; the name says nothing).
      expect(download.headers['content-type']).toBe('application/zip');
      expect(download.headers['content-disposition']).toBe(`attachment; filename="XP-365B Driver.zip"; filename*=UTF-8''XP-365B%20Driver.zip`);
      expect(download.headers['x-content-type-options']).toBe('nosniff');
      // Documents are never served from /uploads, only through their download route.
      expect((await t.app.inject({ url: `/uploads/files/${file.fileName}` })).statusCode).toBe(404);

      const list = await t.app.inject({ url: '/api/v1/Admin/files', headers: admin });
      expect(list.json()).toEqual([file]);
      const one = await t.app.inject({ url: `/api/v1/Admin/files/${file.id}`, headers: admin });
      expect(one.json()).toEqual(file);
      expect(await lastAudit('file', file.id)).toMatchObject({
        action: 'upload',
        actor_email: ADMIN.email,
        changes: { fileName: { before: null, after: 'XP-365B printer driver' }, fileSize: { before: null, after: ZIP.length } },
      });

      const deleted = await t.app.inject({ method: 'DELETE', url: `/api/v1/Admin/files/${file.id}`, headers: admin });
      expect(deleted.json()).toEqual({ message: 'File deleted successfully', id: file.id });
      expect(await storedKeys(t.storage)).toEqual([]);
      expect((await second.app.inject({ url: '/api/v1/files' })).json()).toEqual([]);
      expect((await t.app.inject({ url: file.filePath })).statusCode).toBe(404);
      expect(await lastAudit('file', file.id)).toMatchObject({ action: 'delete', changes: { fileName: { before: 'XP-365B printer driver', after: null } } });
    });

    it('the custom name defaults to the original name, description and category to empty (back office §5)', async () => {
      const uploaded = await restUpload(t, {
        method: 'POST',
        url: '/api/v1/Admin/files/upload',
        headers: admin,
        files: [{ field: 'File', fileName: 'manual.pdf', data: pdf() }],
      });
      expect(uploaded.json()).toMatchObject({ customFileName: 'manual.pdf', description: '', category: '', originalFileName: 'manual.pdf' });
      expect((await t.app.inject({ url: uploaded.json().filePath })).headers['content-type']).toBe('application/pdf');
      await t.app.inject({ method: 'DELETE', url: `/api/v1/Admin/files/${uploaded.json().id}`, headers: admin });
    });

    it('a download is typed by the bytes found on upload, never by the name the client gave (issue 27)', async () => {
      const sent = [
        { fileName: 'driver.pdf', data: ZIP, type: 'application/zip' },
        { fileName: 'readme.pdf', data: Buffer.from('Plain text, named as a PDF.'), type: 'application/octet-stream' },
        { fileName: 'manual.zip', data: pdf(), type: 'application/pdf' },
      ];
      for (const { fileName, data, type } of sent) {
        const uploaded = await restUpload(t, { method: 'POST', url: '/api/v1/Admin/files/upload', headers: admin, files: [{ field: 'File', fileName, data }] });
        expect(uploaded.statusCode, uploaded.body).toBe(201);
        const [row] = await sql<{ mime_type: string }>('select mime_type from managed_file where id = ?', [uploaded.json().id]);
        expect(row!.mime_type, fileName).toBe(type);
        const download = await second.app.inject({ url: uploaded.json().downloadUrl });
        expect(download.headers['content-type'], fileName).toBe(type);
        expect(download.headers['content-disposition'], fileName).toContain(`filename="${fileName}"`);
        await t.app.inject({ method: 'DELETE', url: `/api/v1/Admin/files/${uploaded.json().id}`, headers: admin });
      }
    });

    it('answers 404 "File not found" for an id that names nothing, and 400 for fields too long', async () => {
      for (const id of ['6c0e1f5e-0000-4000-8000-00000000ffff', 'not-an-id']) {
        for (const method of ['GET', 'DELETE'] as const) {
          const response = await t.app.inject({ method, url: `/api/v1/Admin/files/${id}`, headers: admin });
          expect(response.statusCode).toBe(404);
          expect(response.json().message).toBe('File not found');
        }
      }
      const tooLong = await restUpload(t, {
        method: 'POST',
        url: '/api/v1/Admin/files/upload',
        headers: admin,
        fields: { Category: 'x'.repeat(256) },
        files: [{ field: 'File', fileName: 'a.zip', data: ZIP }],
      });
      expect(tooLong.statusCode).toBe(400);
      expect(tooLong.json().message).toContain('Category');
      expect(await storedKeys(t.storage)).toEqual([]);
    });

    it('over GraphQL: uploadFile, adminFiles, adminFile, deleteFile; the public files query shows it', async () => {
      const { data, errors } = await graphqlUpload(
        t,
        `mutation($file: Upload!, $input: UploadFileInput) { uploadFile(file: $file, input: $input) { id fileName customFileName originalFileName description category fileSize downloadUrl } }`,
        { input: { customFileName: 'Kassa proqramı', description: 'Quraşdırma faylı', category: 'Windows' } },
        { file: { fileName: 'kassa-setup.zip', data: ZIP } },
        admin,
      );
      expect(errors).toBeUndefined();
      const file = data!.uploadFile;
      expect(file).toMatchObject({ customFileName: 'Kassa proqramı', originalFileName: 'kassa-setup.zip', category: 'Windows', fileSize: ZIP.length });
      const listed = await t.graphql<{ adminFiles: { id: string }[]; adminFile: { description: string }; files: { fileName: string }[] }>(
        `query($id: ID!) { adminFiles { id } adminFile(id: $id) { description } files { fileName } }`,
        { id: file.id },
        admin,
      );
      expect(listed.data).toEqual({ adminFiles: [{ id: file.id }], adminFile: { description: 'Quraşdırma faylı' }, files: [{ fileName: 'Kassa proqramı' }] });
      const deleted = await t.graphql(`mutation($id: ID!) { deleteFile(id: $id) }`, { id: file.id }, admin);
      expect(deleted.data).toEqual({ deleteFile: file.id });
      expect(await storedKeys(t.storage)).toEqual([]);
      const missing = await t.graphql(`query($id: ID!) { adminFile(id: $id) { id } }`, { id: file.id }, admin);
      expect(missing.errors?.[0]).toMatchObject({ message: 'File not found', extensions: { code: 'NOT_FOUND' } });
    });
  });

  describe('product PDFs (POST /Admin/products/{productId}/pdf, GET /Admin/product-pdfs, GET and DELETE /Admin/product-pdfs/{id})', () => {
    const addPdf = (fields: Record<string, string>, fileName = 'Data sheet.pdf', id = productId) =>
      restUpload(t, {
        method: 'POST',
        url: `/api/v1/Admin/products/${id}/pdf`,
        headers: admin,
        fields,
        files: [{ field: 'PdfFile', fileName, data: pdf(fileName) }],
      });

    it('adds PDFs with the form fields PdfFile, CustomFileName, Description, IsActive; lists, reads, downloads (counted) and deletes them', async () => {
      const inactive = await addPdf({ CustomFileName: 'Köhnə təlimat', Description: 'Old manual', IsActive: 'false' }, 'old-manual.pdf');
      expect(inactive.statusCode, inactive.body).toBe(201);
      const sheet = await addPdf({ Description: 'Texniki göstəricilər' });
      expect(sheet.json()).toMatchObject({
        productId,
        fileName: 'Data sheet.pdf',
        originalFileName: 'Data sheet.pdf',
        customFileName: null,
        description: 'Texniki göstəricilər',
        isActive: true,
        fileSize: pdf('Data sheet.pdf').length,
        downloadCount: 0,
        filePath: `/api/v1/product-pdfs/${sheet.json().id}/download`,
      });
      expect(inactive.json()).toMatchObject({ fileName: 'Köhnə təlimat', isActive: false });
      expect((await storedKeys(t.storage)).filter((f) => f.startsWith('pdfs/'))).toHaveLength(2);

      const all = await t.app.inject({ url: '/api/v1/Admin/product-pdfs', headers: admin });
      expect(all.json().map((p: { id: string }) => p.id)).toEqual([sheet.json().id, inactive.json().id]);
      const ofProduct = await t.app.inject({ url: `/api/v1/Admin/product-pdfs?productId=${productId}`, headers: admin });
      expect(ofProduct.json()).toHaveLength(2);
      const [other] = await sql<{ id: string }>('select id from product where id <> ? limit 1', [productId]);
      expect((await t.app.inject({ url: `/api/v1/Admin/product-pdfs?productId=${other!.id}`, headers: admin })).json()).toEqual([]);
      expect((await t.app.inject({ url: '/api/v1/Admin/product-pdfs?productId=nope', headers: admin })).statusCode).toBe(400);

      // Every download counts: by id, and the product's newest active PDF for customers.
      const byId = await t.app.inject({ url: sheet.json().filePath, headers: customer });
      expect(byId.statusCode).toBe(200);
      expect(byId.headers['content-type']).toBe('application/pdf');
      expect(byId.headers['content-disposition']).toContain('attachment; filename="Data sheet.pdf"');
      expect(byId.headers['x-content-type-options']).toBe('nosniff');
      expect(byId.rawPayload.equals(pdf('Data sheet.pdf'))).toBe(true);
      expect((await t.app.inject({ url: `/api/v1/product-pdfs/download/product/${productId}`, headers: customer })).statusCode).toBe(200);
      expect((await t.app.inject({ url: sheet.json().filePath })).statusCode).toBe(401);
      // An inactive PDF: not for customers, for admins.
      expect((await t.app.inject({ url: inactive.json().filePath, headers: customer })).statusCode).toBe(404);
      expect((await t.app.inject({ url: inactive.json().filePath, headers: admin })).statusCode).toBe(200);
      const one = await t.app.inject({ url: `/api/v1/Admin/product-pdfs/${sheet.json().id}`, headers: admin });
      expect(one.json().downloadCount).toBe(2);
      expect((await t.app.inject({ url: `/api/v1/Admin/product-pdfs/${inactive.json().id}`, headers: admin })).json().downloadCount).toBe(1);

      expect(await lastAudit('productPdf', sheet.json().id)).toMatchObject({
        action: 'create',
        changes: {
          productId: { before: null, after: productId },
          fileName: { before: null, after: 'Data sheet.pdf' },
          isActive: { before: null, after: true },
        },
      });
      for (const pdfRecord of [sheet.json(), inactive.json()]) {
        const deleted = await t.app.inject({ method: 'DELETE', url: `/api/v1/Admin/product-pdfs/${pdfRecord.id}`, headers: admin });
        expect(deleted.json()).toEqual({ message: 'PDF deleted successfully', id: pdfRecord.id });
        expect(await lastAudit('productPdf', pdfRecord.id)).toMatchObject({ action: 'delete' });
      }
      expect((await storedKeys(t.storage)).filter((f) => f.startsWith('pdfs/'))).toEqual([]);
      const gone = await t.app.inject({ url: `/api/v1/product-pdfs/download/product/${productId}`, headers: customer });
      expect(gone.json().message).toBe('No file exists for this product');
    });

    it("takes exactly the spec's form fields ProductId, PdfFile, CustomFileName, Description, IsActive; another ProductId is refused (issue 28)", async () => {
      const spec = await addPdf({ ProductId: productId, CustomFileName: 'Spec sheet', Description: 'As the spec names the fields', IsActive: 'true' });
      expect(spec.statusCode, spec.body).toBe(201);
      expect(spec.json()).toMatchObject({ productId, fileName: 'Spec sheet', description: 'As the spec names the fields', isActive: true });
      await t.app.inject({ method: 'DELETE', url: `/api/v1/Admin/product-pdfs/${spec.json().id}`, headers: admin });

      const before = await storedKeys(t.storage);
      const [other] = await sql<{ id: string }>('select id from product where id <> ? limit 1', [productId]);
      for (const wrong of [other!.id, 'not-an-id']) {
        const refused = await addPdf({ ProductId: wrong });
        expect(refused.statusCode, refused.body).toBe(400);
        expect(refused.json()).toMatchObject({ reason: 'productIdMismatch', message: expect.stringContaining('ProductId') });
      }
      expect(await storedKeys(t.storage)).toEqual(before);
      expect(await sql('select id from product_pdf where product_id = any(?::uuid[])', [`{${productId},${other!.id}}`])).toEqual([]);
    });

    it("a PDF follows its product's visibility: of an inactive or archived product, or one in an inactive category, for admins only (issue 27)", async () => {
      const added = await addPdf({ Description: 'Visible with its product' });
      expect(added.statusCode, added.body).toBe(201);
      const urls = [added.json().downloadUrl, `/api/v1/product-pdfs/download/product/${productId}`];
      const statuses = async (headers: Record<string, string>) => Promise.all(urls.map(async (url) => (await t.app.inject({ url, headers })).statusCode));
      expect(await statuses(customer)).toEqual([200, 200]);

      const [{ category_id: categoryId }] = (await sql<{ category_id: string }>('select category_id from product where id = ?', [productId])) as [
        { category_id: string },
      ];
      const hidings = [
        ['inactive', 'update product set is_active = false where id = ?', 'update product set is_active = true where id = ?', productId],
        [
          'archived',
          'update product set is_active = false, archived_at = now() where id = ?',
          'update product set is_active = true, archived_at = null where id = ?',
          productId,
        ],
        ['in an inactive category', 'update category set is_active = false where id = ?', 'update category set is_active = true where id = ?', categoryId],
      ] as const;
      for (const [name, hide, show, id] of hidings) {
        await sql(hide, [id]);
        try {
          expect(await statuses(customer), name).toEqual([404, 404]);
          expect(await statuses(admin), name).toEqual([200, 200]);
        } finally {
          await sql(show, [id]);
        }
      }
      expect(await statuses(customer)).toEqual([200, 200]);
      await t.app.inject({ method: 'DELETE', url: `/api/v1/Admin/product-pdfs/${added.json().id}`, headers: admin });
    });

    it('a product that does not exist: 404 "Product not found", nothing stored', async () => {
      const before = await storedKeys(t.storage);
      const response = await addPdf({}, 'x.pdf', '6c0e1f5e-0000-4000-8000-00000000eeee');
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('Product not found');
      expect(await storedKeys(t.storage)).toEqual(before);
      for (const method of ['GET', 'DELETE'] as const) {
        const missing = await t.app.inject({ method, url: '/api/v1/Admin/product-pdfs/6c0e1f5e-0000-4000-8000-00000000eeee', headers: admin });
        expect(missing.json().message).toBe('PDF not found');
      }
    });

    it('over GraphQL: addProductPdf, productPdfs, productPdf, deleteProductPdf', async () => {
      const { data, errors } = await graphqlUpload(
        t,
        `mutation($productId: ID!, $file: Upload!, $input: ProductPdfInput) {
        addProductPdf(productId: $productId, file: $file, input: $input) { id productId fileName customFileName description isActive fileSize downloadCount downloadUrl }
      }`,
        { productId, input: { customFileName: 'İstifadəçi təlimatı', description: 'Manual', isActive: true } },
        { file: { fileName: 'manual.pdf', data: pdf() } },
        admin,
      );
      expect(errors).toBeUndefined();
      const added = data!.addProductPdf;
      expect(added).toMatchObject({
        productId,
        fileName: 'İstifadəçi təlimatı',
        isActive: true,
        downloadCount: 0,
        downloadUrl: `/api/v1/product-pdfs/${added.id}/download`,
      });
      const read = await t.graphql(
        `query($productId: ID, $id: ID!) { productPdfs(productId: $productId) { id } all: productPdfs { id } productPdf(id: $id) { description } }`,
        { productId, id: added.id },
        admin,
      );
      expect(read.data).toEqual({ productPdfs: [{ id: added.id }], all: [{ id: added.id }], productPdf: { description: 'Manual' } });
      const deleted = await t.graphql(`mutation($id: ID!) { deleteProductPdf(id: $id) }`, { id: added.id }, admin);
      expect(deleted.data).toEqual({ deleteProductPdf: added.id });
      expect((await storedKeys(t.storage)).filter((f) => f.startsWith('pdfs/'))).toEqual([]);
    });
  });
});

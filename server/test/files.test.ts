import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startTestApp, type TestApp } from './app.js';
import { CUSTOMER_PASSWORD, CUSTOMERS, signIn } from './accounts.js';

let t: TestApp;
let customer: Record<string, string>;
const uploadsDir = inject('uploadsDir');

beforeAll(async () => {
  t = await startTestApp();
  // The demo data has two files on the Download page: these tests start from none.
  await t.orm.em.fork().getConnection().execute('delete from managed_file');
  customer = await signIn(t, CUSTOMERS.NormalUser, CUSTOMER_PASSWORD, '10.7.0.1');
});
afterAll(() => t.close());

async function productId(): Promise<string> {
  const rows = await t.orm.em.fork().execute<{ id: string }[]>('select id from product order by created_at limit 1');
  return rows[0]!.id;
}

describe('downloadable files', () => {
  it('lists nothing while none are uploaded, over GraphQL and REST', async () => {
    expect((await t.graphql('{ files { id } }')).data).toEqual({ files: [] });
    const response = await t.app.inject({ url: '/api/v1/files' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
  });

  it('lists an uploaded file and downloads it under its original name; a missing file is a 404', async () => {
    mkdirSync(path.join(uploadsDir, 'files'), { recursive: true });
    writeFileSync(path.join(uploadsDir, 'files', 'driver-test.zip'), 'zip bytes');
    await t.orm.em.fork().execute(
      `insert into managed_file (id, file_name, custom_file_name, original_file_name, description, category, file_size, file_path, uploaded_at)
       values ('6c0e1f5e-0000-4000-8000-000000000001', 'driver-test.zip', 'Printer driver', 'XP-365B driver.zip', 'For Windows 10 and 11', 'Windows', 9, 'files/driver-test.zip', now()),
              ('6c0e1f5e-0000-4000-8000-000000000002', 'gone.zip', null, 'gone.zip', '', '', 1, 'files/gone.zip', now() - interval '1 day'),
              ('6c0e1f5e-0000-4000-8000-000000000003', 'escape.zip', null, 'escape.zip', '', '', 1, '../../etc/passwd', now() - interval '2 day')`,
    );
    const { data } = await t.graphql<{ files: { fileName: string; category: string; downloadUrl: string }[] }>('{ files { fileName category downloadUrl } }');
    expect(data?.files[0]).toEqual({
      fileName: 'Printer driver',
      category: 'Windows',
      downloadUrl: '/api/v1/Files/download/6c0e1f5e-0000-4000-8000-000000000001',
    });
    const download = await t.app.inject({ url: data!.files[0]!.downloadUrl });
    expect(download.statusCode).toBe(200);
    expect(download.body).toBe('zip bytes');
    expect(download.headers['content-disposition']).toContain("filename*=UTF-8''XP-365B%20driver.zip");
    expect((await t.app.inject({ url: '/api/v1/Files/download/6c0e1f5e-0000-4000-8000-000000000002' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/v1/Files/download/6c0e1f5e-0000-4000-8000-000000000003' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/v1/Files/download/not-a-uuid' })).statusCode).toBe(404);
  });
});

describe('product PDFs', () => {
  it('need a signed-in customer', async () => {
    const response = await t.app.inject({ url: `/api/v1/product-pdfs/download/product/${await productId()}` });
    expect(response.statusCode).toBe(401);
  });

  it("answer 'No file exists for this product' when there is none", async () => {
    const response = await t.app.inject({ url: `/api/v1/product-pdfs/download/product/${await productId()}`, headers: customer });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('No file exists for this product');
  });

  it('does not count a download whose file has gone from disk', async () => {
    const id = await productId();
    await t.orm.em
      .fork()
      .execute(
        `insert into product_pdf (id, product_id, original_file_name, file_path, file_size, created_at) values ('6c0e1f5e-0000-4000-8000-0000000000ab', ?, 'Gone.pdf', 'pdfs/gone.pdf', 13, now() - interval '1 day')`,
        [id],
      );
    const response = await t.app.inject({ url: `/api/v1/product-pdfs/download/product/${id}`, headers: customer });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('No file exists for this product');
    const [row] = await t.orm.em.fork().execute<{ download_count: number }[]>(`select download_count from product_pdf where product_id = ?`, [id]);
    expect(row?.download_count).toBe(0);
    await t.orm.em.fork().execute(`delete from product_pdf where product_id = ?`, [id]);
  });

  it('download the active PDF and count it', async () => {
    const id = await productId();
    mkdirSync(path.join(uploadsDir, 'pdfs'), { recursive: true });
    writeFileSync(path.join(uploadsDir, 'pdfs', 'sheet.pdf'), '%PDF-1.4 test');
    await t.orm.em
      .fork()
      .execute(
        `insert into product_pdf (id, product_id, original_file_name, file_path, file_size, created_at) values ('6c0e1f5e-0000-4000-8000-0000000000aa', ?, 'Data sheet.pdf', 'pdfs/sheet.pdf', 13, now())`,
        [id],
      );
    const response = await t.app.inject({ url: `/api/v1/product-pdfs/download/product/${id}`, headers: customer });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.body).toBe('%PDF-1.4 test');
    const [row] = await t.orm.em.fork().execute<{ download_count: number }[]>(`select download_count from product_pdf where product_id = ?`, [id]);
    expect(row?.download_count).toBe(1);
  });
});

import { createWriteStream, mkdirSync, renameSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { SMTPServer } from 'smtp-server';

/** A message larger than this is refused by the catcher (the shop's e-mails are a few KB). */
const MAX_MESSAGE_BYTES = 5 * 1024 * 1024;

let sequence = 0;

/**
 * The development and test outbox: an SMTP server on loopback (a free port) that keeps each message it
 * receives as `<folder>/<time>-<n>.eml`, so mail goes through the same SMTP code as in production and
 * people and tests read it from the folder. Written under a temporary name and renamed when complete, so
 * a reader never sees half a message.
 */
export async function startOutbox(folder: string): Promise<{ url: string; close: () => Promise<void> }> {
  mkdirSync(folder, { recursive: true });
  const server = new SMTPServer({
    authOptional: true,
    // Loopback only, and nodemailer would otherwise try to upgrade to TLS without a certificate.
    disabledCommands: ['STARTTLS', 'AUTH'],
    size: MAX_MESSAGE_BYTES,
    logger: false,
    banner: 'shop outbox',
    onData(stream, _session, callback) {
      sequence += 1;
      const name = `${String(Date.now()).padStart(13, '0')}-${String(process.pid)}-${String(sequence).padStart(6, '0')}`;
      const partial = path.join(folder, `.${name}.part`);
      pipeline(stream, createWriteStream(partial, { mode: 0o600 })).then(
        () => {
          if ((stream as { sizeExceeded?: boolean }).sizeExceeded) {
            rmSync(partial, { force: true });
            callback(Object.assign(new Error('Message too large'), { responseCode: 552 }));
            return;
          }
          renameSync(partial, path.join(folder, `${name}.eml`));
          callback();
        },
        (error: unknown) => {
          rmSync(partial, { force: true });
          callback(error instanceof Error ? error : new Error(String(error)));
        },
      );
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

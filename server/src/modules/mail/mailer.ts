import nodemailer from 'nodemailer';
import path from 'node:path';
import { startOutbox } from './outbox.js';

/** A plain-text e-mail: the shop's messages are short and read the same in every mail program. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

/** What the mailer logs to (the app's logger). */
export interface MailLog {
  info(object: object, message: string): void;
  error(object: object, message: string): void;
}

/**
 * The shop's e-mail, always sent over SMTP (nodemailer): to SMTP_URL, or in development and tests to the
 * local catcher that keeps each message as a file.
 */
export interface Mailer {
  /** Where messages go, for the start-up log: the SMTP host, or the outbox folder. */
  readonly destination: string;
  /** Sends and waits for the SMTP server to accept the message (throws when it does not). */
  send(message: MailMessage): Promise<void>;
  /**
   * Sends in the background: the caller's answer does not wait for SMTP (nor does its timing depend on
   * it), and a failure is logged, never thrown. `what` names the message in the log.
   */
  post(message: MailMessage, what: string): void;
  /** Waits for the messages under way (at most a few seconds), then closes the connection and the catcher. */
  close(): Promise<void>;
}

export interface MailSettings {
  smtpUrl: string | undefined;
  mailFrom: string;
  nodeEnv: 'development' | 'production' | 'test';
  dataDir: string;
  log: MailLog;
}

/** SMTP servers that do not answer give up after this, so a background send never hangs for long. */
const SMTP_TIMEOUT_MS = 15_000;
/** How long close() waits for messages under way. */
const CLOSE_WAIT_MS = 5_000;

/**
 * The mailer the settings ask for: SMTP_URL's server; without it, outside production, a catcher on
 * loopback writing to DATA_DIR/outbox; in production without SMTP_URL none (null): nothing pretends to
 * send, and the features that need e-mail say so (password recovery answers 503).
 */
export async function openMailer(settings: MailSettings): Promise<Mailer | null> {
  const { smtpUrl, mailFrom, nodeEnv, dataDir, log } = settings;
  if (smtpUrl) return smtpMailer(smtpUrl, mailFrom, new URL(smtpUrl).hostname, log, async () => {});
  if (nodeEnv === 'production') return null;
  const folder = path.join(dataDir, 'outbox');
  const outbox = await startOutbox(folder);
  return smtpMailer(outbox.url, mailFrom, folder, log, outbox.close);
}

function smtpMailer(url: string, from: string, destination: string, log: MailLog, closeOutbox: () => Promise<void>): Mailer {
  const transport = nodemailer.createTransport({
    url,
    connectionTimeout: SMTP_TIMEOUT_MS,
    greetingTimeout: SMTP_TIMEOUT_MS,
    socketTimeout: SMTP_TIMEOUT_MS,
  });
  const underWay = new Set<Promise<void>>();
  const send = async (message: MailMessage) => {
    await transport.sendMail({ ...message, from });
  };
  return {
    destination,
    send,
    post(message, what) {
      const sending = send(message).then(
        () => log.info({ what, to: message.to }, 'e-mail sent'),
        (error: unknown) => log.error({ err: error, what, to: message.to }, 'e-mail not sent'),
      );
      underWay.add(sending);
      void sending.finally(() => underWay.delete(sending));
    },
    async close() {
      await Promise.race([Promise.all(underWay), new Promise((resolve) => setTimeout(resolve, CLOSE_WAIT_MS).unref())]);
      transport.close();
      await closeOutbox();
    },
  };
}

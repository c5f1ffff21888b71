// The mail module's public face: the shop's e-mail over SMTP, and the development outbox.
export { openMailer } from './mailer.js';
export type { MailLog, MailMessage, Mailer } from './mailer.js';
export { readOutbox } from './eml.js';
export type { OutboxMessage } from './eml.js';

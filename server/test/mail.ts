import { readOutbox, type OutboxMessage } from '../src/modules/mail/index.js';

/** The app's e-mail as tests read it: the outbox catcher's folder (DATA_DIR/outbox). */

/** The messages in the outbox to an address (the mail goes out in the background). */
export const mailsTo = (outbox: string, to: string): OutboxMessage[] => readOutbox(outbox).filter((message) => message.to.includes(to));

/** The newest message to `to` once more than `after` have arrived; throws after 15 s. */
export async function mailTo(outbox: string, to: string, after = 0): Promise<OutboxMessage> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const messages = mailsTo(outbox, to);
    if (messages.length > after) return messages.at(-1)!;
    if (Date.now() > deadline) throw new Error(`no e-mail to ${to} in ${outbox}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

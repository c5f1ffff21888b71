import { asOneLine } from '../../input.js';
import type { Language } from '../../language.js';
import type { MailMessage } from '../mail/index.js';

/** A request the database marked due, with what its e-mail says. */
export interface DueStockNotice {
  language: Language;
  email: string;
  firstName: string;
  productId: string;
  productName: string;
  sku: string;
}

const TEXTS: Record<Language, { subject: (name: string) => string; greeting: (name: string) => string; body: string; sku: string; signature: string }> = {
  en: {
    subject: (name) => `Texnika: ${name} is back in stock`,
    greeting: (name) => `Hello ${name},`,
    body: 'the product you asked us about is back in stock:',
    sku: 'SKU',
    signature: 'Texnika shop',
  },
  az: {
    subject: (name) => `Texnika: ${name} yenidən satışdadır`,
    greeting: (name) => `Salam, ${name}!`,
    body: 'Soruşduğunuz məhsul yenidən satışdadır:',
    sku: 'Artikul',
    signature: 'Texnika mağazası',
  },
};

/** "Back in stock", once, in the language the customer asked in, with the product's name, SKU and link. */
export function stockNoticeMail(notice: DueStockNotice, origin: string): MailMessage {
  const t = TEXTS[notice.language];
  const name = asOneLine(notice.productName);
  return {
    to: notice.email,
    subject: t.subject(name),
    text: [
      t.greeting(asOneLine(notice.firstName)),
      '',
      t.body,
      '',
      `${name} (${t.sku}: ${asOneLine(notice.sku)})`,
      `${origin}/details/${notice.productId}?lang=${notice.language}`,
      '',
      t.signature,
    ].join('\n'),
  };
}

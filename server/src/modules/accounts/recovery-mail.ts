import type { Language } from '../../language.js';
import type { MailMessage } from '../mail/index.js';

/** The recovery code's e-mail, in the language the customer asked in. No link: the code is typed where it was asked for. */
export function recoveryMail(language: Language, to: string, firstName: string, code: string, minutes: number): MailMessage {
  if (language === 'az') {
    return {
      to,
      subject: 'Texnika: şifrənin bərpası üçün kod',
      text: [
        `Salam, ${firstName}!`,
        '',
        'Texnika hesabınızın şifrəsini yeniləmək üçün kod istənilib. Kodunuz:',
        '',
        `    ${code}`,
        '',
        `Kod ${minutes} dəqiqə etibarlıdır və yalnız bir dəfə istifadə olunur.`,
        'Bu kodu siz istəməmisinizsə, bu məktuba fikir verməyin: şifrəniz dəyişməyəcək.',
        '',
        'Texnika mağazası',
      ].join('\n'),
    };
  }
  return {
    to,
    subject: 'Texnika: your password reset code',
    text: [
      `Hello ${firstName},`,
      '',
      'A code to reset the password of your Texnika account was asked for. Your code is:',
      '',
      `    ${code}`,
      '',
      `It is valid for ${minutes} minutes and works once.`,
      'If you did not ask for it, ignore this e-mail: your password stays as it is.',
      '',
      'Texnika shop',
    ].join('\n'),
  };
}

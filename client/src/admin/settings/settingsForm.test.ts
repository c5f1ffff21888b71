import { describe, expect, it } from 'vitest';
import { settingsFormValues, settingsInput, settingsSchema, type SettingsFormValues } from './settingsForm';

const VALUES: SettingsFormValues = settingsFormValues({
  shopNameAz: 'Texnika Mağazası',
  shopNameEn: '',
  phones: ['+994 12 000 00 00'],
  whatsApp: '994501234567',
  email: '',
  offices: [
    { nameAz: 'Baş ofis', nameEn: '', addressAz: '', addressEn: ' 15 Nizami street ', hoursAz: '', hoursEn: '', latitude: 40.4093, longitude: 49.8671 },
  ],
  facebookUrl: '',
  instagramUrl: 'https://instagram.com/texnika',
  youtubeUrl: '',
  linkedinUrl: '',
  tiktokUrl: '',
  softwareSiteUrl: ' https://www.microsoft.com/software-download ',
});

const problems = (values: SettingsFormValues) => {
  const result = settingsSchema.safeParse(values);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

describe('the settings form', () => {
  it('accepts the stored settings and sends every field trimmed', () => {
    expect(problems(VALUES)).toEqual([]);
    const input = settingsInput(settingsSchema.parse(VALUES));
    expect(input).toMatchObject({
      phones: ['+994 12 000 00 00'],
      whatsApp: '994501234567',
      instagramUrl: 'https://instagram.com/texnika',
      facebookUrl: '',
      softwareSiteUrl: 'https://www.microsoft.com/software-download',
    });
    expect(input.offices[0]).toMatchObject({ nameAz: 'Baş ofis', addressEn: '15 Nizami street', latitude: 40.4093 });
  });

  it('puts each mistake on its field, as the server would name it', () => {
    expect(
      problems({
        ...VALUES,
        shopNameAz: ' ',
        whatsApp: '+994 ABC',
        phones: [{ value: 'call us' }],
        email: 'nope',
        facebookUrl: 'javascript:alert(1)',
        softwareSiteUrl: 'ftp://downloads.example.com',
        offices: [{ ...VALUES.offices[0]!, addressEn: '', latitude: '91' }],
      }),
    ).toEqual([
      'phones.0.value: admin.errors.settingsPhoneInvalid',
      'whatsApp: admin.errors.settingsWhatsAppInvalid',
      'email: admin.errors.settingsEmailInvalid',
      'offices.0.latitude: admin.errors.settingsCoordinateInvalid',
      'offices.0.addressAz: admin.errors.settingsTextRequired',
      'facebookUrl: admin.errors.settingsUrlInvalid',
      'softwareSiteUrl: admin.errors.settingsUrlInvalid',
      'shopNameAz: admin.errors.settingsTextRequired',
    ]);
  });
});

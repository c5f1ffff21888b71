import LanguageIcon from '@mui/icons-material/Language';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Select, { type SelectChangeEvent } from '@mui/material/Select';
import type { HTMLAttributes } from 'react';
import { useIntl } from 'react-intl';
import { useLanguage } from '../lib/i18n';
import { LANGUAGES, isLanguage, type Language } from '../lib/language';

interface LanguageSelectProps {
  /** Test id of the clickable combobox; each instance on a page gets its own. */
  testId: string;
  /** compact: "EN"/"AZ" (header); full: the language name (menu, footer). */
  variant?: 'compact' | 'full';
  /** Light text and outline for dark backgrounds. */
  inverse?: boolean;
  fullWidth?: boolean;
  /** Open the menu at once (the header's look-alike was pressed). */
  defaultOpen?: boolean;
}

/**
 * The interface language dropdown. Its accessible name is the catalogue's "language.label"
 * ("Language" / "Dil"); the options read "English"/"Azerbaijani" ("İngilis dili"/"Azərbaycan dili").
 * Choosing writes the `language` cookie and switches the texts at once.
 */
export function LanguageSelect({ testId, variant = 'full', inverse = false, fullWidth = false, defaultOpen = false }: LanguageSelectProps) {
  const intl = useIntl();
  const { language, setLanguage } = useLanguage();
  const name = (lang: Language) => intl.formatMessage({ id: lang === 'az' ? 'language.az' : 'language.en' });
  const short = (lang: Language) => intl.formatMessage({ id: lang === 'az' ? 'language.short.az' : 'language.short.en' });

  const handleChange = (event: SelectChangeEvent<Language>) => {
    const next = event.target.value;
    if (isLanguage(next)) setLanguage(next);
  };

  return (
    <Select<Language>
      value={language}
      onChange={handleChange}
      size="small"
      fullWidth={fullWidth}
      defaultOpen={defaultOpen}
      inputProps={{ 'aria-label': intl.formatMessage({ id: 'language.label' }) }}
      SelectDisplayProps={{ 'data-testid': testId } as HTMLAttributes<HTMLDivElement>}
      renderValue={(value) => (
        <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75 }}>
          <LanguageIcon fontSize="small" aria-hidden="true" sx={variant === 'compact' ? { display: { xs: 'none', sm: 'inline-block' } } : undefined} />
          {variant === 'compact' ? short(value) : name(value)}
        </Box>
      )}
      sx={{
        minWidth: variant === 'compact' ? { xs: 64, sm: 84 } : 180,
        flexShrink: 0,
        '& .MuiSelect-select': variant === 'compact' ? { pl: { xs: 1.25, sm: 1.5 } } : {},
        fontWeight: 600,
        ...(inverse && {
          color: 'common.white',
          '& .MuiOutlinedInput-notchedOutline': { borderColor: 'rgba(255,255,255,0.35)' },
          '&:hover .MuiOutlinedInput-notchedOutline': { borderColor: 'rgba(255,255,255,0.7)' },
          '& .MuiSelect-icon': { color: 'common.white' },
        }),
      }}
    >
      {LANGUAGES.map((lang) => (
        <MenuItem key={lang} value={lang} data-testid={`language-option-${lang}`}>
          {name(lang)}
        </MenuItem>
      ))}
    </Select>
  );
}

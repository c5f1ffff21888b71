import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import LanguageIcon from '@mui/icons-material/Language';
import ButtonBase from '@mui/material/ButtonBase';
import { lazy, Suspense, useState } from 'react';
import { useIntl } from 'react-intl';
import { useLanguage } from '../lib/i18n';

const loadLanguageSelect = () => import('./LanguageSelect');
const LanguageSelect = lazy(() => loadLanguageSelect().then((module) => ({ default: module.LanguageSelect })));

interface LanguageSelectOnDemandProps {
  testId: string;
}

/**
 * The header's compact language select, kept out of the first load: MUI's select with its menu, popover,
 * modal and focus trap is about 20 KB gzipped that nobody needs until they change the language. A
 * look-alike button stands in; hovering or focusing it starts loading the select, pressing it opens it.
 */
export function LanguageSelectOnDemand({ testId }: LanguageSelectOnDemandProps) {
  const [wanted, setWanted] = useState(false);
  if (!wanted) return <LookAlike testId={testId} onPress={() => setWanted(true)} />;
  return (
    <Suspense fallback={<LookAlike testId={testId} />}>
      <LanguageSelect testId={testId} variant="compact" defaultOpen />
    </Suspense>
  );
}

function LookAlike({ testId, onPress }: { testId: string; onPress?: () => void }) {
  const intl = useIntl();
  const { language } = useLanguage();
  const preload = () => void loadLanguageSelect();
  return (
    <ButtonBase
      onClick={onPress}
      onPointerEnter={preload}
      onFocus={preload}
      aria-haspopup="listbox"
      aria-label={intl.formatMessage({ id: 'language.label' })}
      data-testid={testId}
      sx={{
        minWidth: { xs: 64, sm: 84 },
        height: 40,
        flexShrink: 0,
        justifyContent: 'flex-start',
        gap: 0.75,
        pl: { xs: 1.25, sm: 1.5 },
        pr: 4,
        position: 'relative',
        border: 1,
        borderColor: 'rgba(0, 0, 0, 0.23)',
        borderRadius: 1,
        font: 'inherit',
        fontWeight: 600,
        color: 'text.primary',
        '&:hover': { borderColor: 'text.primary' },
        '&.Mui-focusVisible': { outline: 2, outlineColor: 'primary.main', outlineOffset: -1 },
      }}
    >
      <LanguageIcon fontSize="small" aria-hidden="true" sx={{ display: { xs: 'none', sm: 'inline-block' } }} />
      {intl.formatMessage({ id: language === 'az' ? 'language.short.az' : 'language.short.en' })}
      <ArrowDropDownIcon aria-hidden="true" sx={{ position: 'absolute', right: 7, color: 'action.active' }} />
    </ButtonBase>
  );
}

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Divider from '@mui/material/Divider';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import { useEffect, useState, type SubmitEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { visuallyHidden } from '../../components/visuallyHidden';
import { useLanguage } from '../../lib/i18n';
import { catalogueTextLanguage } from '../../lib/language';
import { categoryPath, type CategoryNode } from './categoryTree';
import { listingTransitions, parsePrice, type ListingState } from './urlState';

export interface FilterDefinition {
  id: string;
  /** In the interface language, or in the other when it has none there (nameAz, nameEn say which). */
  name: string;
  nameAz: string;
  nameEn: string;
  slug: string;
  /** `count`: the products of the current results the option would leave (see facetedFilters). */
  options: readonly { id: string; value: string; displayName: string; count?: number }[];
}

export interface FilterPanelProps {
  state: ListingState;
  onChange: (next: ListingState) => void;
  /** The categories to choose from (their subcategories open under the chosen one). */
  categories: CategoryNode[];
  /** The label of "no category chosen": all categories, or the listing's own category. */
  allLabel: string;
  filters: readonly FilterDefinition[] | undefined;
  /** Price bounds apply as they are typed (the mobile panel applies everything with Show). */
  livePrice?: boolean;
  idPrefix: string;
}

const OPTIONS_SHOWN = 6;

const legendSx = {
  fontWeight: 700,
  fontSize: '0.8rem',
  letterSpacing: '0.06em',
  textTransform: 'uppercase',
  color: 'text.primary',
  mb: 1,
  '&.Mui-focused': { color: 'text.primary' },
} as const;

/** Category, price range and the category's filters: the sidebar on large screens and the mobile panel's body. */
export function FilterPanel({ state, onChange, categories, allLabel, filters, livePrice = false, idPrefix }: FilterPanelProps) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2.5 }} data-testid="filter-panel-body">
      {categories.length > 0 && (
        <CategoryChoice
          categories={categories}
          value={state.category}
          allLabel={allLabel}
          onChange={(slug) => onChange(listingTransitions.category(state, slug))}
        />
      )}
      <Divider />
      <PriceRange
        min={state.min}
        max={state.max}
        live={livePrice}
        idPrefix={idPrefix}
        onApply={(min, max) => onChange(listingTransitions.price(state, min, max))}
      />
      {filters === undefined ? (
        <Box aria-hidden>
          <Skeleton width="50%" />
          <Skeleton />
          <Skeleton />
          <Skeleton width="70%" />
        </Box>
      ) : (
        filters
          .filter((filter) => filter.options.length > 0)
          .map((filter) => (
            <Box key={filter.id}>
              <Divider sx={{ mb: 2.5 }} />
              <FilterGroup filter={filter} selected={state.options} onToggle={(id) => onChange(listingTransitions.toggleOption(state, id))} />
            </Box>
          ))
      )}
    </Box>
  );
}

function CategoryChoice({
  categories,
  value,
  allLabel,
  onChange,
}: {
  categories: CategoryNode[];
  value: string | null;
  allLabel: string;
  onChange: (slug: string | null) => void;
}) {
  const intl = useIntl();
  const open = new Set(value ? categoryPath(categories, value).map((node) => node.slug) : []);
  const rows: { node: CategoryNode; depth: number }[] = [];
  const walk = (nodes: CategoryNode[], depth: number) => {
    for (const node of nodes) {
      rows.push({ node, depth });
      if (open.has(node.slug)) walk(node.children, depth + 1);
    }
  };
  walk(categories, 0);

  return (
    <FormControl component="fieldset" data-testid="filter-category">
      <FormLabel component="legend" sx={legendSx}>
        {intl.formatMessage({ id: 'listing.category.title' })}
      </FormLabel>
      <RadioGroup value={value ?? ''} onChange={(event) => onChange(event.target.value || null)}>
        <FormControlLabel value="" control={<Radio size="small" />} label={allLabel} sx={{ my: -0.25 }} />
        {rows.map(({ node, depth }) => (
          <FormControlLabel
            key={node.id}
            value={node.slug}
            control={<Radio size="small" />}
            label={node.name}
            sx={{ my: -0.25, ml: depth * 2, '& .MuiFormControlLabel-label': { fontSize: '0.925rem' } }}
          />
        ))}
      </RadioGroup>
    </FormControl>
  );
}

function PriceRange({
  min,
  max,
  live,
  idPrefix,
  onApply,
}: {
  min: number | null;
  max: number | null;
  live: boolean;
  idPrefix: string;
  onApply: (min: number | null, max: number | null) => void;
}) {
  const intl = useIntl();
  const [minText, setMinText] = useState(min == null ? '' : String(min));
  const [maxText, setMaxText] = useState(max == null ? '' : String(max));
  useEffect(() => setMinText((text) => (parsePrice(text) === min ? text : min == null ? '' : String(min))), [min]);
  useEffect(() => setMaxText((text) => (parsePrice(text) === max ? text : max == null ? '' : String(max))), [max]);

  const check = (a: string, b: string) => {
    const minValue = parsePrice(a);
    const maxValue = parsePrice(b);
    const minError = a.trim() !== '' && minValue == null;
    const maxError = b.trim() !== '' && maxValue == null;
    const orderError = minValue != null && maxValue != null && minValue > maxValue;
    return { minValue, maxValue, minError, maxError, orderError, ok: !minError && !maxError && !orderError };
  };
  const { minError, maxError, orderError } = check(minText, maxText);

  const apply = (a = minText, b = maxText) => {
    const result = check(a, b);
    if (result.ok && (result.minValue !== min || result.maxValue !== max)) onApply(result.minValue, result.maxValue);
  };
  const submit = (event: SubmitEvent) => {
    event.preventDefault();
    apply();
  };

  const helper = minError || maxError ? 'listing.price.invalid' : orderError ? 'listing.price.order' : null;

  return (
    <FormControl component="fieldset" data-testid="filter-price">
      <FormLabel component="legend" sx={legendSx}>
        {intl.formatMessage({ id: 'listing.price.title' })}
      </FormLabel>
      <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1 }}>
        <TextField
          id={`${idPrefix}-price-min`}
          size="small"
          label={intl.formatMessage({ id: 'listing.price.min' })}
          value={minText}
          error={minError || orderError}
          onChange={(event) => {
            setMinText(event.target.value);
            if (live) apply(event.target.value, maxText);
          }}
          slotProps={{
            htmlInput: { inputMode: 'decimal', 'data-testid': 'price-min', 'aria-describedby': helper ? `${idPrefix}-price-help` : undefined },
          }}
        />
        <TextField
          id={`${idPrefix}-price-max`}
          size="small"
          label={intl.formatMessage({ id: 'listing.price.max' })}
          value={maxText}
          error={maxError || orderError}
          onChange={(event) => {
            setMaxText(event.target.value);
            if (live) apply(minText, event.target.value);
          }}
          slotProps={{
            htmlInput: { inputMode: 'decimal', 'data-testid': 'price-max', 'aria-describedby': helper ? `${idPrefix}-price-help` : undefined },
          }}
        />
        {!live && (
          <Button type="submit" variant="outlined" data-testid="price-apply" sx={{ gridColumn: '1 / -1' }}>
            <FormattedMessage id="listing.price.apply" />
          </Button>
        )}
      </Box>
      {helper && (
        <Box id={`${idPrefix}-price-help`} role="alert" sx={{ color: 'error.main', fontSize: '0.8rem', mt: 0.75 }}>
          <FormattedMessage id={helper} />
        </Box>
      )}
    </FormControl>
  );
}

function FilterGroup({ filter, selected, onToggle }: { filter: FilterDefinition; selected: string[]; onToggle: (optionId: string) => void }) {
  const intl = useIntl();
  const { language } = useLanguage();
  const [expanded, setExpanded] = useState(false);
  const chosenHidden = filter.options.slice(OPTIONS_SHOWN).some((option) => selected.includes(option.id));
  const shown = expanded || chosenHidden ? filter.options : filter.options.slice(0, OPTIONS_SHOWN);
  const hidden = filter.options.length - OPTIONS_SHOWN;

  return (
    <FormControl component="fieldset" data-testid={`filter-group-${filter.slug}`} sx={{ width: '100%' }}>
      {/* Upper-cased by CSS, which follows the text's own language (a name only in Azerbaijani: DAXİLİ, not DAXILI). */}
      <FormLabel component="legend" sx={legendSx} lang={catalogueTextLanguage(language, { az: filter.nameAz, en: filter.nameEn })}>
        {filter.name}
      </FormLabel>
      <FormGroup>
        {shown.map((option) => (
          <FormControlLabel
            key={option.id}
            control={<Checkbox size="small" checked={selected.includes(option.id)} onChange={() => onToggle(option.id)} />}
            label={
              option.count === undefined ? (
                option.displayName
              ) : (
                <>
                  <span data-testid="filter-option-name">{option.displayName}</span>{' '}
                  {/* The count as a number beside the name; screen readers hear the sentence below instead. */}
                  <Box
                    component="span"
                    aria-hidden
                    data-testid="filter-option-count"
                    sx={{ ml: 0.5, px: 0.75, borderRadius: 1, bgcolor: 'action.hover', color: 'text.secondary', fontSize: '0.8em', fontWeight: 600 }}
                  >
                    {intl.formatNumber(option.count)}
                  </Box>
                  <Box component="span" sx={visuallyHidden}>
                    {intl.formatMessage({ id: 'listing.filters.optionCount' }, { count: option.count })}
                  </Box>
                </>
              )
            }
            data-testid="filter-option"
            sx={{ my: -0.25, '& .MuiFormControlLabel-label': { fontSize: '0.925rem' } }}
          />
        ))}
      </FormGroup>
      {hidden > 0 && !chosenHidden && (
        <Button size="small" onClick={() => setExpanded((v) => !v)} aria-expanded={expanded} sx={{ alignSelf: 'flex-start', mt: 0.5, px: 0.5 }}>
          {expanded ? intl.formatMessage({ id: 'listing.filters.less' }) : intl.formatMessage({ id: 'listing.filters.more' }, { count: hidden })}
        </Button>
      )}
    </FormControl>
  );
}

import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { skipToken, useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useMemo, useState, type SubmitEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { errorMessageText } from '../../components/form/fields';
import { GridSearchField } from '../components/GridSearchField';
import { bumpFilterProductCount } from '../catalogue/filterCache';
import type { FilterRow } from '../catalogue/filterRows';
import { FormDialog } from '../kit/FormDialog';
import { useMutationToast } from '../kit/mutationToast';
import {
  assignedValue,
  assignmentInput,
  assignmentProblems,
  assignProblem,
  selectionForMode,
  toggleAll,
  type AssignMode,
  type AssignProblem,
} from './assignment';
import type { AssignProduct } from './operations';
import { AssignFilterProductsQuery, AssignProductFilterMutation, BulkAssignProductFilterMutation } from './operations';
import { modifyCachedProductFilters, withFilterValue } from '../catalogue/productFilterCache';

/** How many products the picker lists at once (the API's largest page). */
const PICKER_SIZE = 100;

interface AssignFilterDialogProps {
  /** Open, with the product the row's Assign was pressed on (preselected in Single Product), or none. */
  state: { product: AssignProduct | null } | null;
  /** Active filters with their active options only. */
  filters: FilterRow[];
  onClose: () => void;
}

/** The Assign Filters modal: Single Product and Bulk Assignment tabs, the product picker, filter, option, custom value, summary. */
export function AssignFilterDialog({ state, filters, onClose }: AssignFilterDialogProps) {
  const intl = useIntl();
  const [mode, setMode] = useState<AssignMode>('single');
  const [selected, setSelected] = useState<string[]>([]);
  const [known, setKnown] = useState<ReadonlyMap<string, AssignProduct>>(new Map());
  const [filterId, setFilterId] = useState('');
  const [optionId, setOptionId] = useState('');
  const [customValue, setCustomValue] = useState('');
  const [search, setSearch] = useState('');
  const [debounced, setDebounced] = useState('');
  const [problem, setProblem] = useState<AssignProblem | null>(null);
  const { run } = useMutationToast();
  const [assignOne, single] = useMutation(AssignProductFilterMutation);
  const [assignMany, bulk] = useMutation(BulkAssignProductFilterMutation);
  const busy = single.loading || bulk.loading;

  // Opening (and closing) starts afresh: the row's product in Single Product, nothing else chosen (§4).
  useEffect(() => {
    setMode('single');
    setSelected(state?.product ? [state.product.id] : []);
    setKnown(new Map(state?.product ? [[state.product.id, state.product]] : []));
    setFilterId('');
    setOptionId('');
    setCustomValue('');
    setSearch('');
    setDebounced('');
    setProblem(null);
  }, [state]);

  useEffect(() => {
    const timer = window.setTimeout(() => setDebounced(search.trim()), 300);
    return () => window.clearTimeout(timer);
  }, [search]);

  const products = useQuery(
    AssignFilterProductsQuery,
    state === null ? skipToken : { variables: { input: { search: debounced || null, archived: false, sort: 'NAME_ASC', page: 1, pageSize: PICKER_SIZE } } },
  );
  const listed = useMemo(() => products.data?.adminProducts.items ?? products.previousData?.adminProducts.items ?? [], [products.data, products.previousData]);
  // The row's product, then picks the search no longer lists, stay at the top.
  const shown = useMemo(() => {
    const pinned = state?.product ?? null;
    const listedIds = new Set(listed.map((product) => product.id));
    const missing = selected
      .filter((id) => id !== pinned?.id && !listedIds.has(id))
      .map((id) => known.get(id))
      .filter((product) => product !== undefined);
    return [...(pinned ? [pinned] : []), ...missing, ...listed.filter((product) => product.id !== pinned?.id)];
  }, [state, listed, selected, known]);
  const listedIds = listed.map((product) => product.id);
  const allListedSelected = listedIds.length > 0 && listedIds.every((id) => selected.includes(id));

  const filter = filters.find((item) => item.id === filterId);
  const value = assignedValue(filter, { optionId, customValue });
  const choice = { productIds: selected, filterId, optionId, customValue };
  // What the server's assignment input would refuse (a custom value too long, too many products), shown as typed.
  const refused = assignmentProblems(mode, choice);
  const refusedElsewhere = Object.entries(refused).filter(([field]) => field !== 'customValue');

  const remember = (product: AssignProduct) => setKnown((current) => new Map(current).set(product.id, product));
  const pick = (product: AssignProduct) => {
    remember(product);
    setProblem(null);
    setSelected((current) =>
      mode === 'single' ? [product.id] : current.includes(product.id) ? current.filter((id) => id !== product.id) : [...current, product.id],
    );
  };
  const switchMode = (next: AssignMode) => {
    setMode(next);
    setSelected((current) => selectionForMode(next, current));
  };

  const submit = async (event: SubmitEvent) => {
    event.preventDefault();
    const missing = assignProblem(choice);
    setProblem(missing);
    if (missing || !filter || !value || Object.keys(refused).length > 0) return;
    const hadIt = (id: string) =>
      known.get(id)?.filters.some((item) => item.filterId === filter.id) ??
      listed.find((p) => p.id === id)?.filters.some((item) => item.filterId === filter.id);
    const gaining = selected.filter((id) => !hadIt(id)).length;
    const done =
      mode === 'single'
        ? await run(
            () =>
              assignOne({
                variables: { input: assignmentInput('single', choice) },
                update: (cache, { data }) => {
                  if (!data) return;
                  modifyCachedProductFilters(cache, data.assignProductFilter.productId, () => [...data.assignProductFilter.filters]);
                  bumpFilterProductCount(cache, filter.id, gaining);
                },
              }),
            { success: 'admin.assign.single.success', failure: 'admin.assign.failed', serverMessage: true },
          )
        : await run(
            () =>
              assignMany({
                variables: { input: assignmentInput('bulk', choice) },
                // The answer is only a count: every picked product gets the value the form shows.
                update: (cache) => {
                  for (const id of selected) modifyCachedProductFilters(cache, id, (values) => withFilterValue(values, value));
                  bumpFilterProductCount(cache, filter.id, gaining);
                },
              }),
            { success: 'admin.assign.bulk.success', failure: 'admin.assign.failed', serverMessage: true, values: { count: selected.length } },
          );
    if (done) onClose();
  };

  const productLabel = (product: AssignProduct) => (
    <ListItemText
      primary={product.name}
      secondary={`${product.sku} · #${product.id.slice(0, 8)}`}
      slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } }, secondary: { noWrap: true } }}
    />
  );

  return (
    <FormDialog
      open={state !== null}
      title={<FormattedMessage id="admin.assign.dialogTitle" />}
      header={
        <Tabs value={mode} onChange={(_, next: AssignMode) => switchMode(next)} variant="fullWidth" sx={{ borderBottom: 1, borderColor: 'divider' }}>
          <Tab value="single" label={<FormattedMessage id="admin.assign.tab.single" />} data-testid="assign-tab-single" />
          <Tab value="bulk" label={<FormattedMessage id="admin.assign.tab.bulk" />} data-testid="assign-tab-bulk" />
        </Tabs>
      }
      onSubmit={(event) => void submit(event)}
      onClose={onClose}
      busy={busy}
      submitDisabled={!filterId || selected.length === 0}
      submitLabel={
        mode === 'single' ? (
          <FormattedMessage id="admin.assign.submitSingle" />
        ) : (
          <FormattedMessage id="admin.assign.submitBulk" values={{ count: selected.length }} />
        )
      }
      testId="assign-dialog"
    >
      <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
        <Box component="legend" sx={{ typography: 'subtitle2', mb: 1, p: 0 }}>
          <FormattedMessage id={mode === 'single' ? 'admin.assign.pickProduct' : 'admin.assign.pickProducts'} />
        </Box>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', mb: 1, '& .MuiTextField-root': { flex: 1, minWidth: 180 } }}>
          <GridSearchField
            value={search}
            onChange={setSearch}
            label={intl.formatMessage({ id: 'admin.assign.search' })}
            placeholder={intl.formatMessage({ id: 'admin.assign.searchPlaceholder' })}
            maxLength={100}
            testId="assign-product-search"
          />
          {mode === 'bulk' && (
            <Button
              size="small"
              onClick={() => setSelected((current) => toggleAll(current, listedIds))}
              disabled={!listedIds.length}
              data-testid="assign-select-all"
            >
              <FormattedMessage id={allListedSelected ? 'admin.assign.deselectAll' : 'admin.assign.selectAll'} />
            </Button>
          )}
        </Box>
        {mode === 'bulk' && (
          <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 0.5 }} aria-live="polite" data-testid="assign-selected-count">
            <FormattedMessage id="admin.assign.selectedCount" values={{ n: selected.length, m: shown.length }} />
          </Typography>
        )}
        <List
          dense
          sx={{ maxHeight: 240, overflowY: 'auto', border: 1, borderColor: 'divider', borderRadius: 1, py: 0 }}
          aria-label={intl.formatMessage({ id: 'admin.assign.productList' })}
          data-testid="assign-product-list"
        >
          {shown.length === 0 && (
            <Typography component="li" variant="body2" color="text.secondary" sx={{ p: 2 }}>
              <FormattedMessage id={products.loading ? 'admin.assign.loadingProducts' : 'admin.assign.noProducts'} />
            </Typography>
          )}
          {shown.map((product) => {
            const checked = selected.includes(product.id);
            return (
              // A list holds list items only (axe): each button sits in one.
              <ListItem key={product.id} disablePadding>
                <ListItemButton onClick={() => pick(product)} selected={checked} role={undefined} dense data-testid="assign-product">
                  <ListItemIcon sx={{ minWidth: 36 }}>
                    {mode === 'single' ? (
                      <Radio edge="start" checked={checked} tabIndex={-1} disableRipple size="small" slotProps={{ input: { 'aria-label': product.name } }} />
                    ) : (
                      <Checkbox edge="start" checked={checked} tabIndex={-1} disableRipple size="small" slotProps={{ input: { 'aria-label': product.name } }} />
                    )}
                  </ListItemIcon>
                  {productLabel(product)}
                </ListItemButton>
              </ListItem>
            );
          })}
        </List>
      </Box>
      <TextField
        select
        label={intl.formatMessage({ id: 'admin.assign.filter' })}
        value={filterId}
        onChange={(event) => {
          setFilterId(event.target.value);
          setOptionId(''); // a new filter clears the option (§4)
          setProblem(null);
        }}
        fullWidth
        slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'assign-filter' } as object } }}
      >
        {filters.length === 0 && (
          <MenuItem value="" disabled>
            <FormattedMessage id="admin.assign.noFilters" />
          </MenuItem>
        )}
        {filters.map((item) => (
          <MenuItem key={item.id} value={item.id} data-testid="assign-filter-option">
            {item.name}
          </MenuItem>
        ))}
      </TextField>
      {filter && filter.options.length > 0 && (
        <TextField
          select
          label={intl.formatMessage({ id: 'admin.assign.option' })}
          value={optionId}
          onChange={(event) => {
            setOptionId(event.target.value);
            setProblem(null);
          }}
          fullWidth
          slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'assign-option' } as object } }}
        >
          <MenuItem value="">
            <em>
              <FormattedMessage id="admin.assign.noOption" />
            </em>
          </MenuItem>
          {filter.options.map((option) => (
            <MenuItem key={option.id} value={option.id} data-testid="assign-option-item">
              {option.displayName} ({option.value})
            </MenuItem>
          ))}
        </TextField>
      )}
      <TextField
        label={intl.formatMessage({ id: 'admin.assign.customValue' })}
        helperText={errorMessageText(intl, refused.customValue) ?? intl.formatMessage({ id: 'admin.assign.customValueHint' })}
        value={customValue}
        onChange={(event) => {
          setCustomValue(event.target.value);
          setProblem(null);
        }}
        error={Boolean(refused.customValue)}
        fullWidth
        slotProps={{ htmlInput: { 'data-testid': 'assign-custom-value' } }}
      />
      <Box sx={{ p: 1.5, borderRadius: 1, bgcolor: 'action.hover' }} data-testid="assign-summary" aria-live="polite">
        <Typography variant="subtitle2" component="h3" sx={{ mb: 0.5 }}>
          <FormattedMessage id="admin.assign.summary" />
        </Typography>
        <Typography variant="body2">
          <FormattedMessage id="admin.assign.summary.products" />:{' '}
          {mode === 'single'
            ? (known.get(selected[0] ?? '')?.name ?? '—')
            : intl.formatMessage({ id: 'admin.assign.productsCount' }, { count: selected.length })}
        </Typography>
        <Typography variant="body2">
          <FormattedMessage id="admin.assign.summary.filter" />: {filter?.name ?? '—'}
        </Typography>
        <Typography variant="body2" data-testid="assign-summary-value">
          <FormattedMessage id="admin.assign.summary.value" />: {customValue.trim() || (value?.optionName ?? '—')}
        </Typography>
      </Box>
      {refusedElsewhere.map(([field, message]) => (
        <Alert key={field} severity="error" data-testid="assign-refused">
          {errorMessageText(intl, message)}
        </Alert>
      ))}
      {problem && (
        <Alert severity="error" data-testid="assign-problem">
          <FormattedMessage id={problem} />
        </Alert>
      )}
    </FormDialog>
  );
}

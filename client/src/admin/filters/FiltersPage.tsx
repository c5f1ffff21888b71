import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutlineOutlined';
import EditIcon from '@mui/icons-material/EditOutlined';
import ExpandMoreIcon from '@mui/icons-material/KeyboardArrowDown';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery } from '@apollo/client/react';
import { useId, useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { flattenCategories, readCategoryTree, type CategoryNode } from '../catalogue/categoryTree';
import { AdminCategoryTreeQuery, AdminFiltersQuery } from '../catalogue/operations';
import { useMutationToast } from '../kit/mutationToast';
import { PageHeader } from '../kit/PageHeader';
import { StatusChip } from '../kit/StatusChip';
import { dropCachedFilterValues } from '../catalogue/productFilterCache';
import { addCachedOption, removeCachedFilterPart } from '../catalogue/filterCache';
import { FilterDialog } from './FilterDialog';
import { readFilters, type FilterOptionRow, type FilterRow } from '../catalogue/filterRows';
import { optionInput, type OptionDraft } from './filterForm';
import { AdminAddFilterOptionMutation, AdminDeleteFilterMutation, AdminDeleteFilterOptionMutation } from './operations';
import { OptionDialog } from './OptionDialog';
import { OptionDraftEditor } from './OptionDraftEditor';
import { OptionSwatch } from './OptionSwatch';
import { LoadFailedAlert } from '../kit/LoadFailedAlert';
import { EditDeleteButtons } from '../kit/EditDeleteButtons';

type Deleting = { kind: 'filter'; filter: FilterRow } | { kind: 'option'; filter: FilterRow; option: FilterOptionRow };

/** /admin/filters: every filter with its options (open a row to see and change them); add, edit, delete. */
export default function FiltersPage() {
  const { data, loading, error, refetch } = useQuery(AdminFiltersQuery, { fetchPolicy: 'cache-and-network' });
  const categoriesQuery = useQuery(AdminCategoryTreeQuery);
  const filters = useMemo(() => readFilters(data?.adminFilters ?? []), [data]);
  const categories = useMemo(() => flattenCategories(readCategoryTree(categoriesQuery.data?.adminCategoryTree ?? [])), [categoriesQuery.data]);
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const [dialog, setDialog] = useState<{ filter: FilterRow | null } | null>(null);
  const [editingOption, setEditingOption] = useState<{ filterId: string; option: FilterOptionRow } | null>(null);
  const [deleting, setDeleting] = useState<Deleting | null>(null);

  const toggle = (id: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  return (
    <Box data-testid="admin-filters">
      <PageHeader
        title={<FormattedMessage id="admin.filters.title" />}
        subtitle={<FormattedMessage id="admin.filters.subtitle" />}
        action={
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setDialog({ filter: null })} data-testid="filter-add">
            <FormattedMessage id="admin.filters.add" />
          </Button>
        }
      />
      {error && !data && <LoadFailedAlert message="admin.filters.loadFailed" onRetry={() => void refetch()} sx={{ mb: 2 }} />}
      {loading && !data ? (
        <Box aria-busy="true">
          {[0, 1, 2].map((row) => (
            <Skeleton key={row} variant="rounded" height={72} sx={{ mb: 1.5 }} />
          ))}
        </Box>
      ) : filters.length === 0 && data ? (
        <Paper sx={{ p: 4, textAlign: 'center', color: 'text.secondary' }} data-testid="filters-empty">
          <FormattedMessage id="admin.filters.empty" />
        </Paper>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexDirection: 'column', gap: 1.5 }} data-testid="filters-list">
          {filters.map((filter) => (
            <FilterItem
              key={filter.id}
              filter={filter}
              categories={categories}
              open={open.has(filter.id)}
              onToggle={() => toggle(filter.id)}
              onEdit={() => setDialog({ filter })}
              onDelete={() => setDeleting({ kind: 'filter', filter })}
              onEditOption={(option) => setEditingOption({ filterId: filter.id, option })}
              onDeleteOption={(option) => setDeleting({ kind: 'option', filter, option })}
            />
          ))}
        </Box>
      )}
      <FilterDialog open={dialog !== null} filter={dialog?.filter ?? null} categories={categories} onClose={() => setDialog(null)} />
      <OptionDialog target={editingOption} onClose={() => setEditingOption(null)} />
      <DeleteDialog deleting={deleting} onClose={() => setDeleting(null)} />
    </Box>
  );
}

interface FilterItemProps {
  filter: FilterRow;
  categories: CategoryNode[];
  open: boolean;
  onToggle: () => void;
  onEdit: () => void;
  onDelete: () => void;
  onEditOption: (option: FilterOptionRow) => void;
  onDeleteOption: (option: FilterOptionRow) => void;
}

/** One filter: its summary row (open/close, edit, delete) and, opened, its options with their actions and Add option. */
function FilterItem({ filter, categories, open, onToggle, onEdit, onDelete, onEditOption, onDeleteOption }: FilterItemProps) {
  const intl = useIntl();
  const panelId = useId();
  const { run } = useMutationToast();
  const [addOption, { loading: adding }] = useMutation(AdminAddFilterOptionMutation);
  const categoryNames = filter.categoryIds.map((id) => categories.find((category) => category.id === id)?.name).filter(Boolean);

  const add = (option: OptionDraft) =>
    run(
      () =>
        addOption({
          variables: { filterId: filter.id, input: optionInput(option) },
          update: (cache, { data }) => data && addCachedOption(cache, filter.id, data.addFilterOption.id),
        }),
      { success: 'admin.filters.option.add.success', failure: 'admin.filters.save.failed', serverMessage: true },
    );

  return (
    <Paper component="li" data-testid="filter-item" data-slug={filter.slug}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, p: { xs: 1, sm: 1.5 }, flexWrap: { xs: 'wrap', sm: 'nowrap' } }}>
        <IconButton
          onClick={onToggle}
          aria-expanded={open}
          aria-controls={panelId}
          aria-label={intl.formatMessage({ id: open ? 'admin.filters.hideOptions' : 'admin.filters.showOptions' }, { name: filter.name })}
          data-testid="filter-toggle"
        >
          <ExpandMoreIcon sx={{ transition: 'transform 150ms', transform: open ? 'rotate(180deg)' : 'none' }} />
        </IconButton>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }} data-testid="filter-name">
            {filter.name}
          </Typography>
          <Typography variant="caption" color="text.secondary" component="p" sx={{ overflowWrap: 'anywhere' }}>
            {filter.slug} · <FormattedMessage id="admin.filters.field.sortOrder" />: {filter.sortOrder} ·{' '}
            {categoryNames.length ? categoryNames.join(', ') : <FormattedMessage id="admin.filters.allCategories" />}
          </Typography>
        </Box>
        {/* On a phone the chips take a line of their own under the name, the buttons stay beside it. */}
        <Box
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: 0.75,
            flexWrap: 'wrap',
            order: { xs: 1, sm: 0 },
            flexBasis: { xs: 'calc(100% - 48px)', sm: 'auto' },
            ml: { xs: 6, sm: 0 },
          }}
        >
          <StatusChip active={filter.isActive} testId="filter-status" />
          <Chip
            size="small"
            label={intl.formatMessage({ id: 'admin.filters.optionCount' }, { count: filter.options.length })}
            data-testid="filter-option-count"
          />
          <Chip size="small" variant="outlined" label={intl.formatMessage({ id: 'admin.categories.productCount' }, { count: filter.productCount })} />
        </Box>
        <Box sx={{ display: 'flex', alignItems: 'center', flexShrink: 0 }}>
          <EditDeleteButtons
            editLabel={intl.formatMessage({ id: 'admin.filters.editOne' }, { name: filter.name })}
            deleteLabel={intl.formatMessage({ id: 'admin.filters.deleteOne' }, { name: filter.name })}
            onEdit={onEdit}
            onDelete={onDelete}
            testId="filter"
            size="medium"
          />
        </Box>
      </Box>
      <Collapse in={open} unmountOnExit>
        <Box id={panelId} sx={{ borderTop: 1, borderColor: 'divider', p: { xs: 1.5, sm: 2 } }} data-testid="filter-options">
          {filter.options.length === 0 ? (
            <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
              <FormattedMessage id="admin.filters.noOptions" />
            </Typography>
          ) : (
            <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mb: 2 }}>
              {filter.options.map((option) => (
                <Box
                  component="li"
                  key={option.id}
                  sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: 0.75, borderBottom: 1, borderColor: 'divider' }}
                  data-testid="filter-option"
                >
                  <OptionSwatch color={option.color} />
                  <Box sx={{ flex: 1, minWidth: 0 }}>
                    <Typography variant="body2" sx={{ fontWeight: 500, overflowWrap: 'anywhere' }} data-testid="filter-option-label">
                      {[option.displayNameAz, option.displayNameEn].filter(Boolean).join(' / ')}
                    </Typography>
                    <Typography variant="caption" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                      <FormattedMessage id="admin.filters.field.value" />: {option.value}
                      {option.color ? ` · ${option.color}` : ''}
                    </Typography>
                  </Box>
                  {!option.isActive && <StatusChip active={false} />}
                  <IconButton
                    size="small"
                    onClick={() => onEditOption(option)}
                    aria-label={intl.formatMessage({ id: 'admin.filters.editOne' }, { name: option.displayName })}
                    data-testid="filter-option-edit"
                  >
                    <EditIcon fontSize="small" />
                  </IconButton>
                  <IconButton
                    size="small"
                    color="error"
                    onClick={() => onDeleteOption(option)}
                    aria-label={intl.formatMessage({ id: 'admin.filters.deleteOne' }, { name: option.displayName })}
                    data-testid="filter-option-delete"
                  >
                    <DeleteIcon fontSize="small" />
                  </IconButton>
                </Box>
              ))}
            </Box>
          )}
          <OptionDraftEditor testId="filter-option-new" onAdd={add} busy={adding} />
        </Box>
      </Collapse>
    </Paper>
  );
}

/** Asks before deleting a filter (with every product's value for it) or one of its options. */
function DeleteDialog({ deleting, onClose }: { deleting: Deleting | null; onClose: () => void }) {
  const { run } = useMutationToast();
  const [removeFilter, filterState] = useMutation(AdminDeleteFilterMutation);
  const [removeOption, optionState] = useMutation(AdminDeleteFilterOptionMutation);
  const option = deleting?.kind === 'option' ? deleting.option : null;
  const confirm = async () => {
    if (!deleting) return;
    const done =
      deleting.kind === 'filter'
        ? await run(
            () =>
              removeFilter({
                variables: { id: deleting.filter.id },
                update: (cache) => {
                  removeCachedFilterPart(cache, 'AdminFilter', deleting.filter.id);
                  dropCachedFilterValues(cache, (value) => value.filterId === deleting.filter.id);
                },
              }),
            { success: 'admin.filters.delete.success', failure: 'admin.filters.delete.failed' },
          )
        : await run(
            () =>
              removeOption({
                variables: { filterId: deleting.filter.id, optionId: deleting.option.id },
                update: (cache) => {
                  removeCachedFilterPart(cache, 'FilterOption', deleting.option.id);
                  dropCachedFilterValues(cache, (value) => value.filterOptionId === deleting.option.id);
                },
              }),
            { success: 'admin.filters.option.delete.success', failure: 'admin.filters.option.delete.failed' },
          );
    if (done) onClose();
  };
  return (
    <ConfirmDialog
      open={deleting !== null}
      title={<FormattedMessage id={option ? 'admin.filters.option.delete.title' : 'admin.filters.delete.title'} />}
      text={
        option ? (
          <FormattedMessage id="admin.filters.option.delete.text" values={{ name: option.displayName }} />
        ) : (
          <FormattedMessage id="admin.filters.delete.text" values={{ name: deleting?.filter.name ?? '', count: deleting?.filter.productCount ?? 0 }} />
        )
      }
      confirmLabel={<FormattedMessage id="admin.common.delete" />}
      busy={filterState.loading || optionState.loading}
      onCancel={onClose}
      onConfirm={() => void confirm()}
      testId="filter-delete-dialog"
    />
  );
}

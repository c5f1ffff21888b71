import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutlineOutlined';
import EditIcon from '@mui/icons-material/EditOutlined';
import UnfoldLessIcon from '@mui/icons-material/UnfoldLess';
import UnfoldMoreIcon from '@mui/icons-material/UnfoldMore';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery } from '@apollo/client/react';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';
import { useMemo, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { useMutationToast } from '../kit/mutationToast';
import { PageHeader } from '../kit/PageHeader';
import { StatusChip } from '../kit/StatusChip';
import { CategoryDialog, type CategoryDialogState } from './CategoryDialog';
import { removeCachedCategory } from './categoryCache';
import { expandableIds, findCategory, MAX_CATEGORY_DEPTH, readCategoryTree, type CategoryNode } from '../catalogue/categoryTree';
import { AdminCategoryTreeQuery } from '../catalogue/operations';
import { AdminDeleteCategoryMutation } from './operations';
import { LoadFailedAlert } from '../kit/LoadFailedAlert';

/** /admin/category: the category tree (three levels) with product counts; a picked category's details, edit, delete and add below it. */
export default function CategoriesPage() {
  const { data, loading, error, refetch } = useQuery(AdminCategoryTreeQuery, { fetchPolicy: 'cache-and-network' });
  const tree = useMemo(() => readCategoryTree(data?.adminCategoryTree ?? []), [data]);
  const [expanded, setExpanded] = useState<string[]>([]);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [dialog, setDialog] = useState<CategoryDialogState | null>(null);
  const [deleting, setDeleting] = useState<CategoryNode | null>(null);
  const details = useRef<HTMLDivElement>(null);
  const selected = selectedId ? findCategory(tree, selectedId) : undefined;

  const select = (id: string | null) => {
    setSelectedId(id);
    // On a phone the details sit under the tree: bring them into view.
    if (id && window.matchMedia('(max-width: 899.95px)').matches) requestAnimationFrame(() => details.current?.scrollIntoView({ block: 'start' }));
  };

  return (
    <Box data-testid="admin-categories">
      <PageHeader
        title={<FormattedMessage id="admin.categories.title" />}
        subtitle={<FormattedMessage id="admin.categories.subtitle" />}
        action={
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setDialog({ mode: 'add', parentId: null })} data-testid="category-add">
            <FormattedMessage id="admin.categories.add" />
          </Button>
        }
      />
      {error && !data && <LoadFailedAlert message="admin.categories.loadFailed" onRetry={() => void refetch()} sx={{ mb: 2 }} />}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 3fr) minmax(0, 2fr)' }, alignItems: 'start' }}>
        <Paper sx={{ p: { xs: 1, md: 2 } }} data-testid="category-tree-card">
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mb: 1, px: 1 }}>
            <Button
              size="small"
              startIcon={<UnfoldMoreIcon />}
              onClick={() => setExpanded(expandableIds(tree))}
              disabled={!tree.length}
              data-testid="category-expand-all"
            >
              <FormattedMessage id="admin.categories.expandAll" />
            </Button>
            <Button size="small" startIcon={<UnfoldLessIcon />} onClick={() => setExpanded([])} disabled={!expanded.length} data-testid="category-collapse-all">
              <FormattedMessage id="admin.categories.collapseAll" />
            </Button>
          </Box>
          {loading && !data ? (
            <Box sx={{ px: 1 }} aria-busy="true">
              {[0, 1, 2, 3, 4].map((row) => (
                <Skeleton key={row} height={40} />
              ))}
            </Box>
          ) : tree.length === 0 ? (
            <Typography color="text.secondary" sx={{ p: 3, textAlign: 'center' }} data-testid="category-empty">
              <FormattedMessage id="admin.categories.empty" />
            </Typography>
          ) : (
            <CategoryTree tree={tree} expanded={expanded} onExpandedChange={setExpanded} selectedId={selectedId} onSelect={select} />
          )}
        </Paper>
        <Box ref={details} sx={{ scrollMarginTop: 80 }}>
          {selected ? (
            <CategoryDetails
              category={selected}
              onEdit={() => setDialog({ mode: 'edit', category: selected })}
              onAddChild={() => setDialog({ mode: 'add', parentId: selected.id })}
              onDelete={() => setDeleting(selected)}
            />
          ) : (
            tree.length > 0 && (
              <Paper variant="outlined" sx={{ p: 3, color: 'text.secondary', textAlign: 'center', bgcolor: 'transparent' }}>
                <FormattedMessage id="admin.categories.pickOne" />
              </Paper>
            )
          )}
        </Box>
      </Box>
      <CategoryDialog state={dialog} tree={tree} onClose={() => setDialog(null)} />
      <DeleteCategoryDialog
        category={deleting}
        onClose={() => setDeleting(null)}
        onDeleted={(id) => {
          if (selectedId === id) setSelectedId(null);
        }}
      />
    </Box>
  );
}

interface CategoryTreeProps {
  tree: CategoryNode[];
  expanded: string[];
  onExpandedChange: (ids: string[]) => void;
  selectedId: string | null;
  onSelect: (id: string | null) => void;
}

/** The tree: arrows open and close a level (keyboard: arrow keys), Enter or a click picks a category. */
function CategoryTree({ tree, expanded, onExpandedChange, selectedId, onSelect }: CategoryTreeProps) {
  const intl = useIntl();
  const item = (node: CategoryNode) => (
    <TreeItem
      key={node.id}
      itemId={node.id}
      data-testid="category-tree-item"
      data-level={node.level}
      label={
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 0.5, minWidth: 0 }}>
          <Typography
            component="span"
            sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere', fontWeight: node.level === 1 ? 600 : 400 }}
            data-testid="category-tree-name"
          >
            {node.name}
          </Typography>
          {!node.isActive && <Chip size="small" variant="outlined" label={<FormattedMessage id="admin.users.inactive" />} />}
          <Chip
            size="small"
            label={intl.formatMessage({ id: 'admin.categories.productCount' }, { count: node.totalProductCount })}
            sx={{ bgcolor: 'action.hover' }}
            data-testid="category-tree-count"
          />
        </Box>
      }
    >
      {node.subCategories.map(item)}
    </TreeItem>
  );
  return (
    <SimpleTreeView
      aria-label={intl.formatMessage({ id: 'admin.categories.treeLabel' })}
      expandedItems={expanded}
      onExpandedItemsChange={(_, ids) => onExpandedChange(ids)}
      selectedItems={selectedId}
      onSelectedItemsChange={(_, id) => onSelect(id)}
      expansionTrigger="iconContainer"
      data-testid="category-tree"
      sx={{ '& .MuiTreeItem-content': { borderRadius: 1.5, py: 0.25 } }}
    >
      {tree.map(item)}
    </SimpleTreeView>
  );
}

interface CategoryDetailsProps {
  category: CategoryNode;
  onEdit: () => void;
  onAddChild: () => void;
  onDelete: () => void;
}

/** The picked category: picture, names in both languages, address, counts, and its actions. */
function CategoryDetails({ category, onEdit, onAddChild, onDelete }: CategoryDetailsProps) {
  const intl = useIntl();
  const line = (label: React.ReactNode, value: React.ReactNode, testId?: string) => (
    <Box sx={{ display: 'flex', gap: 1, py: 0.75, borderBottom: 1, borderColor: 'divider' }}>
      <Typography variant="body2" color="text.secondary" sx={{ width: 132, flexShrink: 0 }}>
        {label}
      </Typography>
      <Typography variant="body2" sx={{ minWidth: 0, overflowWrap: 'anywhere' }} data-testid={testId}>
        {value}
      </Typography>
    </Box>
  );
  return (
    <Paper sx={{ p: 2 }} data-testid="category-details" aria-labelledby="category-details-title">
      {category.imageUrl ? (
        <Box
          component="img"
          src={category.imageUrl}
          alt=""
          sx={{ width: '100%', aspectRatio: '16 / 9', objectFit: 'cover', borderRadius: 1.5, bgcolor: 'grey.100', mb: 2, display: 'block' }}
          data-testid="category-details-image"
        />
      ) : null}
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1, flexWrap: 'wrap' }}>
        <Typography
          id="category-details-title"
          component="h2"
          variant="h5"
          sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}
          data-testid="category-details-name"
        >
          {category.name}
        </Typography>
        <StatusChip active={category.isActive} testId="category-details-status" />
      </Box>
      {line(
        <FormattedMessage id="admin.categories.field.nameIn" values={{ language: intl.formatMessage({ id: 'admin.common.lang.az' }) }} />,
        category.nameAz || '—',
      )}
      {line(
        <FormattedMessage id="admin.categories.field.nameIn" values={{ language: intl.formatMessage({ id: 'admin.common.lang.en' }) }} />,
        category.nameEn || '—',
      )}
      {line(<FormattedMessage id="admin.categories.field.slug" />, `/${category.slug}`)}
      {line(
        <FormattedMessage id="admin.categories.field.level" />,
        intl.formatMessage({ id: 'admin.categories.levelOf' }, { level: category.level, max: MAX_CATEGORY_DEPTH }),
      )}
      {line(<FormattedMessage id="admin.categories.field.sortOrder" />, category.sortOrder)}
      {line(
        <FormattedMessage id="admin.categories.field.products" />,
        intl.formatMessage({ id: 'admin.categories.productsOwnTotal' }, { own: category.productCount, total: category.totalProductCount }),
        'category-details-products',
      )}
      {line(<FormattedMessage id="admin.categories.field.subcategories" />, category.subCategories.length)}
      {category.descriptionAz || category.descriptionEn ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5, whiteSpace: 'pre-line' }}>
          {intl.locale === 'az' ? category.descriptionAz || category.descriptionEn : category.descriptionEn || category.descriptionAz}
        </Typography>
      ) : null}
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 2 }}>
        <Button variant="contained" startIcon={<EditIcon />} onClick={onEdit} data-testid="category-edit">
          <FormattedMessage id="admin.common.edit" />
        </Button>
        {category.level < MAX_CATEGORY_DEPTH && (
          <Button variant="outlined" startIcon={<AddIcon />} onClick={onAddChild} data-testid="category-add-child">
            <FormattedMessage id="admin.categories.addChild" />
          </Button>
        )}
        <Button variant="outlined" color="error" startIcon={<DeleteIcon />} onClick={onDelete} data-testid="category-delete">
          <FormattedMessage id="admin.common.delete" />
        </Button>
      </Box>
    </Paper>
  );
}

/** Asks first; a category with products or subcategories is kept, and the toast says why (the server's reason). */
function DeleteCategoryDialog({ category, onClose, onDeleted }: { category: CategoryNode | null; onClose: () => void; onDeleted: (id: string) => void }) {
  const { run } = useMutationToast();
  const [remove, { loading }] = useMutation(AdminDeleteCategoryMutation);
  const confirm = async () => {
    if (!category) return;
    const deleted = await run(
      () => remove({ variables: { id: category.id }, update: (cache, { data }) => data && removeCachedCategory(cache, data.deleteCategory) }),
      { success: 'admin.categories.delete.success', failure: 'admin.categories.delete.failed', serverMessage: true },
    );
    if (deleted) onDeleted(category.id);
    onClose();
  };
  return (
    <ConfirmDialog
      open={category !== null}
      title={<FormattedMessage id="admin.categories.delete.title" />}
      text={<FormattedMessage id="admin.categories.delete.text" values={{ name: category?.name ?? '' }} />}
      confirmLabel={<FormattedMessage id="admin.common.delete" />}
      busy={loading}
      onCancel={onClose}
      onConfirm={() => void confirm()}
      testId="category-delete-dialog"
    />
  );
}

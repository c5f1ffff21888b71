import type { GridLocaleText } from '@mui/x-data-grid';
import type { IntlShape } from 'react-intl';
import type { MessageKey } from '../../i18n';

/**
 * The grid's own texts. @mui/x-data-grid ships no Azerbaijani locale, so the ones this page shows come
 * from our catalogues (the rest stay in English, the grid's default); `noRows` is the screen's empty text.
 */
export function gridLocaleText(intl: IntlShape, noRows: MessageKey): Partial<GridLocaleText> {
  const t = (id: MessageKey) => intl.formatMessage({ id });
  return {
    noRowsLabel: t(noRows),
    noResultsOverlayLabel: t(noRows),
    paginationRowsPerPage: t('admin.grid.rowsPerPage'),
    paginationDisplayedRows: ({ from, to, count }) => intl.formatMessage({ id: 'admin.grid.displayedRows' }, { from, to, count }),
    paginationItemAriaLabel: (type) => t(`admin.grid.page.${type}` as const),
    columnMenuLabel: t('admin.grid.menu'),
    columnMenuSortAsc: t('admin.grid.sortAsc'),
    columnMenuSortDesc: t('admin.grid.sortDesc'),
    columnMenuUnsort: t('admin.grid.unsort'),
    columnMenuHideColumn: t('admin.grid.hideColumn'),
    columnMenuManageColumns: t('admin.grid.manageColumns'),
    columnHeaderSortIconLabel: t('admin.grid.sort'),
  };
}

import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { formatDate, type DateStyle } from './format';

/** The shared date formatter in the interface language: `formatDate` with the catalogue's month names. */
export function useDateFormat(): (value: string | number | Date | null | undefined, style?: DateStyle) => string {
  const intl = useIntl();
  return useCallback(
    (value, style = {}) =>
      value === null || value === undefined || value === ''
        ? '—'
        : formatDate(value, intl.formatMessage({ id: style.short ? 'date.monthsShort' : 'date.months' }), style),
    [intl],
  );
}

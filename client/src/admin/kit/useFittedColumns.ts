import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { GridColumnVisibilityModel } from '@mui/x-data-grid';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { fitColumns, type SizedColumn } from './fitColumns';

const NONE: readonly string[] = [];

/** Whether two visibility models say the same. */
function sameModel(a: GridColumnVisibilityModel, b: GridColumnVisibilityModel): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => a[key] === b[key]);
}

/** Room kept free beside the columns: the grid's borders and its rounding of column widths. */
const BORDERS = 8;

/** The width inside a box's padding. */
function contentWidth(node: HTMLElement): number {
  const style = getComputedStyle(node);
  return Math.floor(node.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight));
}

/**
 * Keeps a grid's columns inside its box from tablet widths up: the box's width is watched and the
 * columns of `hideOrder` (least useful first) hide as it narrows, so Actions never goes off-screen.
 * On phones the grid scrolls sideways as a whole, hiding only `phoneHidden`. Columns the admin shows or
 * hides from the column menu stay as chosen.
 */
export function useFittedColumns(columns: readonly SizedColumn[], hideOrder: readonly string[] = NONE, phoneHidden: readonly string[] = NONE) {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'), { noSsr: true });
  const [width, setWidth] = useState<number | null>(null);
  const [chosen, setChosen] = useState<GridColumnVisibilityModel>({});
  const observer = useRef<ResizeObserver | null>(null);

  const ref = useCallback((node: HTMLElement | null) => {
    observer.current?.disconnect();
    observer.current = null;
    if (!node) return;
    setWidth(contentWidth(node));
    if (typeof ResizeObserver === 'undefined') return;
    observer.current = new ResizeObserver(() => setWidth(contentWidth(node)));
    observer.current.observe(node);
  }, []);
  useEffect(() => () => observer.current?.disconnect(), []);

  // Compared as text, so the same model keeps its identity: the grid echoes every new one back through
  // onColumnVisibilityModelChange, and a new object each render would never settle.
  const fittedText = useMemo(() => {
    if (phone) return JSON.stringify(Object.fromEntries(phoneHidden.map((field) => [field, false])));
    return JSON.stringify(width === null ? {} : fitColumns(columns, hideOrder, width - BORDERS));
  }, [phone, phoneHidden, width, columns, hideOrder]);
  const fitted = useMemo(() => JSON.parse(fittedText) as GridColumnVisibilityModel, [fittedText]);

  const columnVisibilityModel = useMemo(() => ({ ...fitted, ...chosen }), [fitted, chosen]);
  // Only what the admin changed against the fitted model is kept as a choice.
  const onColumnVisibilityModelChange = useCallback(
    (model: GridColumnVisibilityModel) => {
      const next = Object.fromEntries(Object.entries(model).filter(([field, visible]) => visible !== (fitted[field] ?? true)));
      setChosen((current) => (sameModel(current, next) ? current : next));
    },
    [fitted],
  );
  return { ref, gridProps: { columnVisibilityModel, onColumnVisibilityModelChange } };
}

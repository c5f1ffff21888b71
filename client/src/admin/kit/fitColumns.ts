import type { GridColumnVisibilityModel } from '@mui/x-data-grid';

/** What fitting reads of a column: its name and the room it needs (as DataGrid sizes it). */
export interface SizedColumn {
  field: string;
  width?: number;
  minWidth?: number;
  flex?: number;
}

/** The least width DataGrid gives a column: a flex column its minWidth, another its width (100 by default), never below minWidth (50). */
export function columnRoom(column: SizedColumn): number {
  const minWidth = column.minWidth ?? 50;
  return column.flex ? minWidth : Math.max(minWidth, column.width ?? 100);
}

/**
 * The columns to hide so the others fit `available` pixels without scrolling sideways: those of
 * `hideOrder` go first to last, as few as it takes; the rest (the Actions column among them) always stay.
 * The MIT DataGrid cannot pin a column, so this is how Actions stays on screen.
 */
export function fitColumns(columns: readonly SizedColumn[], hideOrder: readonly string[], available: number): GridColumnVisibilityModel {
  let needed = columns.reduce((sum, column) => sum + columnRoom(column), 0);
  const hidden: GridColumnVisibilityModel = {};
  for (const field of hideOrder) {
    if (needed <= available) break;
    const column = columns.find((candidate) => candidate.field === field);
    if (!column) continue;
    hidden[field] = false;
    needed -= columnRoom(column);
  }
  return hidden;
}

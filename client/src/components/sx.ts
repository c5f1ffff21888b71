import type { SxProps, Theme } from '@mui/material/styles';

/** A component's own styles followed by the caller's `sx` (one object, a function or a list), as MUI recommends. */
export function withSx(own: SxProps<Theme>, sx: SxProps<Theme> | undefined): SxProps<Theme> {
  const list = (value: SxProps<Theme> | undefined) =>
    Array.isArray(value) ? (value as readonly Exclude<SxProps<Theme>, readonly unknown[]>[]) : [value as Exclude<SxProps<Theme>, readonly unknown[]>];
  return [...list(own), ...list(sx)];
}

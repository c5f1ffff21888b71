import Box from '@mui/material/Box';

/** An option's colour as a small dot (nothing when it has none). */
export function OptionSwatch({ color }: { color: string | null | undefined }) {
  return (
    <Box
      aria-hidden="true"
      sx={{
        width: 18,
        height: 18,
        flexShrink: 0,
        borderRadius: '50%',
        bgcolor: color || 'transparent',
        border: 1,
        borderColor: color ? 'rgba(0,0,0,0.2)' : 'divider',
      }}
    />
  );
}

import type { ReactNode } from 'react';
import Box from '@mui/material/Box';

export interface DetailItem {
  /** A unique key when labels may repeat. */
  id?: string;
  label: string;
  value: ReactNode;
}

/** A compact label / value list (a description list). */
export function DetailList({ items, labelWidth = 180 }: { items: DetailItem[]; labelWidth?: number }) {
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: `minmax(120px, ${labelWidth}px) minmax(0, 1fr)`,
        columnGap: 2,
        rowGap: 0.75,
        m: 0,
        fontSize: '0.875rem',
      }}
    >
      {items.map((item) => (
        <Box key={item.id ?? item.label} sx={{ display: 'contents' }}>
          <Box component="dt" sx={{ color: 'text.secondary' }}>
            {item.label}
          </Box>
          <Box component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            {item.value === '' || item.value === null || item.value === undefined ? '—' : item.value}
          </Box>
        </Box>
      ))}
    </Box>
  );
}

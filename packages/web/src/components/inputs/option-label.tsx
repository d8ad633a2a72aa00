import InfoOutlined from '@mui/icons-material/InfoOutlined';
import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import type { InputOption } from './input-option.ts';

/**
 * An option's label; an option with a tooltip gets an info icon and shows its help on hover. The
 * tooltip describes the option (aria-describedby) rather than renaming it.
 */
export function OptionLabel({ option }: { option: InputOption }) {
  if (!option.tooltip) return <>{option.label}</>;
  return (
    <Tooltip title={option.tooltip} placement="right" describeChild>
      <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
        {option.label}
        <InfoOutlined fontSize="small" color="action" aria-hidden />
      </Box>
    </Tooltip>
  );
}

import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import Typography from '@mui/material/Typography';
import { PRODUCT_TITLE, type NavItem } from '@bm/domain';
import { NavList } from './nav-list.tsx';

export interface NavDrawerProps {
  items: NavItem[];
  open: boolean;
  onClose: () => void;
}

/** The navigation below md, in a drawer from the left (loaded the first time it opens). */
export function NavDrawer({ items, open, onClose }: NavDrawerProps) {
  return (
    <Drawer anchor="left" open={open} onClose={onClose}>
      <Box sx={{ width: 280 }}>
        <Typography sx={{ p: 2, fontWeight: 700 }}>{PRODUCT_TITLE}</Typography>
        <Divider />
        <NavList items={items} onNavigate={onClose} />
      </Box>
    </Drawer>
  );
}

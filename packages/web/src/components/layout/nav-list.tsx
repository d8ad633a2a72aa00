import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { NavLink } from 'react-router';
import type { NavItem } from '@bm/domain';
import { useT } from '../../i18n/use-t.ts';
import { NEW_TAB, NewTabHint, useNavLabel } from './nav-links.tsx';
import { navMessages } from './messages.ts';

/** The header's items as a list, for the side drawer on small screens (loaded with the drawer). */
export function NavList({ items, onNavigate }: { items: NavItem[]; onNavigate: () => void }) {
  const t = useT(navMessages);
  const label = useNavLabel();
  return (
    <List component="nav" aria-label={t('mainNavigationMenu')}>
      {items.map((item) =>
        item.external ? (
          <ListItemButton key={item.id} component="a" href={item.to} {...NEW_TAB} onClick={onNavigate}>
            <ListItemText primary={label(item)} />
            <OpenInNewIcon fontSize="small" color="action" />
            <NewTabHint />
          </ListItemButton>
        ) : (
          <ListItemButton
            key={item.id}
            component={NavLink}
            to={item.to}
            end={item.to === '/'}
            onClick={onNavigate}
            sx={{ '&.active': { bgcolor: 'action.selected' } }}
          >
            <ListItemText primary={label(item)} />
          </ListItemButton>
        ),
      )}
    </List>
  );
}

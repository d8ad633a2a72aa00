import Button from '@mui/material/Button';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { NavLink } from 'react-router';
import type { NavItem } from '@bm/domain';

export const NEW_TAB = { target: '_blank', rel: 'noopener noreferrer' } as const;

export function NewTabHint() {
  return (
    <span style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
      {' '}
      (opens in a new tab)
    </span>
  );
}

/** Header navigation in a row (md and up); external items open in a new tab. */
export function NavButtons({ items }: { items: NavItem[] }) {
  return (
    <>
      {items.map((item) =>
        item.external ? (
          <Button
            key={item.id}
            component="a"
            href={item.to}
            {...NEW_TAB}
            color="inherit"
            size="small"
            endIcon={<OpenInNewIcon sx={{ fontSize: 14 }} />}
          >
            {item.label}
            <NewTabHint />
          </Button>
        ) : (
          <Button
            key={item.id}
            component={NavLink}
            to={item.to}
            end={item.to === '/'}
            color="inherit"
            size="small"
            sx={{ '&.active': { bgcolor: 'rgba(255,255,255,0.16)' } }}
          >
            {item.label}
          </Button>
        ),
      )}
    </>
  );
}

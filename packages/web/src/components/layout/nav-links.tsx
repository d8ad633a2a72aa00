import Button from '@mui/material/Button';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { NavLink } from 'react-router';
import type { NavItem } from '@bm/domain';
import { useT } from '../../i18n/use-t.ts';
import { navMessages } from './messages.ts';

export const NEW_TAB = { target: '_blank', rel: 'noopener noreferrer' } as const;

/** A nav item's label in the screens' language (by its id; the domain's English when unknown). */
export function useNavLabel(): (item: NavItem) => string {
  const t = useT(navMessages);
  return (item) => (item.id in navMessages ? t(item.id as keyof typeof navMessages) : item.label);
}

export function NewTabHint() {
  const t = useT(navMessages);
  return (
    <span style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
      {' '}
      {t('opensInNewTab')}
    </span>
  );
}

/** Header navigation in a row (md and up); external items open in a new tab. */
export function NavButtons({ items }: { items: NavItem[] }) {
  const label = useNavLabel();
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
            {label(item)}
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
            {label(item)}
          </Button>
        ),
      )}
    </>
  );
}

import { lazy, Suspense, useState } from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import MenuIcon from '@mui/icons-material/Menu';
import { Link as RouterLink, useLocation } from 'react-router';
import { navItemsFor, PRODUCT_TITLE } from '@bm/domain';
import { useT } from '../../i18n/use-t.ts';
import { headerMessages } from './messages.ts';
import { useCurrentUser } from '../../lib/session.ts';
import { useLogout } from '../../lib/use-logout.ts';
import { useToast } from '../toast-context.ts';
import { NavButtons } from './nav-links.tsx';
import { LanguageSwitch } from '../../i18n/language-switch.tsx';
import { WelcomeBanner } from './welcome-banner.tsx';

const NavDrawer = lazy(() => import('./nav-drawer.tsx').then((m) => ({ default: m.NavDrawer })));

function SessionButton() {
  const { user, isLoading } = useCurrentUser();
  const { isPending: loggingOut, logout } = useLogout();
  const toast = useToast();
  const location = useLocation();
  const t = useT(headerMessages);
  if (isLoading) return null;
  if (user) {
    return (
      <Button
        color="inherit"
        variant="outlined"
        size="small"
        sx={{ flexShrink: 0, whiteSpace: 'nowrap' }}
        disabled={loggingOut}
        onClick={() => logout((error) => toast.error(error.message))}
      >
        {t('logout')}
      </Button>
    );
  }
  const here = location.pathname + location.search;
  const to = here === '/' ? '/login' : `/login?redirect=${encodeURIComponent(here)}`;
  return (
    <Button
      component={RouterLink}
      to={to}
      color="inherit"
      variant="outlined"
      size="small"
      sx={{ flexShrink: 0, whiteSpace: 'nowrap' }}
    >
      {t('signIn')}
    </Button>
  );
}

/** The sticky header of spec 2.2; a side drawer holds the navigation below md. */
export function Header() {
  const { user, isLoading } = useCurrentUser();
  const [drawerOpen, setDrawerOpen] = useState(false);
  // Mounted from its first opening on, so that it can animate closed.
  const [drawerUsed, setDrawerUsed] = useState(false);
  const items = navItemsFor(user ?? null, {
    nsfFlag: user?.settings.nsfNavFlag ?? false,
    links: user?.settings.links,
  });
  const t = useT(headerMessages);
  const welcome = isLoading ? null : t('welcome', { name: user?.givenName || user?.email || t('guest') });

  return (
    <>
      <AppBar position="sticky" elevation={1} component="header">
        <Toolbar sx={{ columnGap: 1, flexWrap: 'wrap' }}>
          <IconButton
            color="inherit"
            edge="start"
            aria-label={t('openNavigation')}
            onClick={() => {
              setDrawerUsed(true);
              setDrawerOpen(true);
            }}
            sx={{ display: { md: 'none' } }}
          >
            <MenuIcon />
          </IconButton>
          <Link
            component={RouterLink}
            to="/"
            color="inherit"
            underline="none"
            variant="h6"
            sx={{
              fontWeight: 700,
              flex: '1 1 0%',
              minWidth: 0,
              whiteSpace: 'nowrap',
              overflow: 'hidden',
              textOverflow: 'ellipsis',
              fontSize: { xs: '1.05rem', sm: '1.25rem' },
            }}
          >
            {PRODUCT_TITLE}
          </Link>
          {welcome && (
            <Typography
              data-testid="welcome-text"
              variant="body2"
              // One element at every size: its own line under the title on phones, beside the button above.
              sx={{
                order: { xs: 3, sm: 0 },
                flexBasis: { xs: '100%', sm: 'auto' },
                pb: { xs: 1, sm: 0 },
                mr: { sm: 1 },
              }}
            >
              {user ? (
                <Link
                  component={RouterLink}
                  to="/account"
                  color="inherit"
                  underline="hover"
                  title={t('yourAccount')}
                >
                  {welcome}
                </Link>
              ) : (
                welcome
              )}
            </Typography>
          )}
          <LanguageSwitch />
          <SessionButton />
        </Toolbar>
        <Box
          component="nav"
          aria-label={t('mainNavigation')}
          sx={{
            display: { xs: 'none', md: 'flex' },
            flexWrap: 'wrap',
            gap: 0.5,
            px: 2,
            pb: 1,
          }}
        >
          <NavButtons items={items} />
        </Box>
        {drawerUsed && (
          <Suspense fallback={null}>
            <NavDrawer items={items} open={drawerOpen} onClose={() => setDrawerOpen(false)} />
          </Suspense>
        )}
      </AppBar>
      <WelcomeBanner />
    </>
  );
}

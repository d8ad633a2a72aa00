import {
  createContext,
  useContext,
  useEffect,
  useLayoutEffect,
  useState,
  useTransition,
  type ReactNode,
} from 'react';
import { Router, UNSAFE_createBrowserHistory as createBrowserHistory } from 'react-router';

const NavigationPendingContext = createContext(false);

/** A navigation shorter than this shows no loading bar (a URL change within a page, a quick render). */
const PENDING_DELAY_MS = 150;

/**
 * True while the next page is on its way for more than a moment: its code loading, or a page slow
 * to render (decision 0041). The data router's `useNavigation()` was 'loading' only while a lazy
 * page's code loaded; a transition is pending for every navigation, for a frame at least, so the
 * moment keeps the bar from flashing on each change of the URL's query.
 */
export function useNavigationPending(): boolean {
  const pending = useContext(NavigationPendingContext);
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!pending) {
      setShown(false);
      return;
    }
    const timer = setTimeout(() => setShown(true), PENDING_DELAY_MS);
    return () => clearTimeout(timer);
  }, [pending]);
  return pending && shown;
}

/**
 * The router of the app (react-router's declarative mode, decision 0041): BrowserRouter's own history
 * and `<Router>`, with each history change applied in a transition whose pending flag the layout
 * shows as the page loading bar. The data router did the same with `useNavigation()` for its lazy
 * routes, at twice the code on every first page.
 */
export function AppBrowserRouter({ children }: { children: ReactNode }) {
  const [history] = useState(() => createBrowserHistory({ window, v5Compat: true }));
  const [state, setState] = useState(() => ({ action: history.action, location: history.location }));
  const [pending, startTransition] = useTransition();
  useLayoutEffect(
    () =>
      history.listen(({ action, location }) => {
        startTransition(() => setState({ action, location }));
      }),
    [history],
  );
  return (
    <NavigationPendingContext.Provider value={pending}>
      <Router location={state.location} navigationType={state.action} navigator={history}>
        {children}
      </Router>
    </NavigationPendingContext.Provider>
  );
}

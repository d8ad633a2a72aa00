import { createContext, useContext, useLayoutEffect, useState, useTransition, type ReactNode } from 'react';
import { Router, UNSAFE_createBrowserHistory as createBrowserHistory } from 'react-router';

const NavigationPendingContext = createContext(false);

/** True while the next page renders: its code loading, or a page slow to render (decision 0041). */
export function useNavigationPending(): boolean {
  return useContext(NavigationPendingContext);
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

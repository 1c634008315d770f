import { Suspense } from 'react';
import { Route, Router, Switch } from 'wouter';
import { Layout } from './components/layout/Layout';
import { notFoundRoute, pageRoutes } from './routes';

export interface AppProps {
  /** Set when prerendering; the browser reads its own location. */
  ssrPath?: string;
}

export function App({ ssrPath }: AppProps) {
  return (
    <Router ssrPath={ssrPath}>
      <Layout>
        <Suspense fallback={null}>
          <Switch>
            {pageRoutes.map(({ path, Page }) => (
              <Route key={path} path={path} component={Page} />
            ))}
            <Route component={notFoundRoute.Page} />
          </Switch>
        </Suspense>
      </Layout>
    </Router>
  );
}

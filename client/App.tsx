import { Route, Router, Switch } from 'wouter';
import { Layout } from './components/layout/Layout';
import { NotFound, pageRoutes } from './routes';

export interface AppProps {
  ssrPath: string;
}

/** The whole site as the prerender renders it, one path at a time. */
export function App({ ssrPath }: AppProps) {
  return (
    <Router ssrPath={ssrPath}>
      <Layout>
        <Switch>
          {pageRoutes.map(({ path, Page }) => (
            <Route key={path} path={path} component={Page} />
          ))}
          <Route component={NotFound} />
        </Switch>
      </Layout>
    </Router>
  );
}

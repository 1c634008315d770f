import { Route, Router, Switch } from 'wouter';
import { Layout } from './components/layout/Layout';
import { SiteSettingsContext, type SiteSettings } from './lib/siteSettings';
import { NotFound, pageRoutes } from './routes';

export interface AppProps {
  ssrPath: string;
  settings: SiteSettings;
}

/** The whole site as the prerender renders it, one path at a time. */
export function App({ ssrPath, settings }: AppProps) {
  return (
    <SiteSettingsContext value={settings}>
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
    </SiteSettingsContext>
  );
}

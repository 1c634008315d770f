import { lazy, Suspense, type ReactNode } from 'react';
import { Toaster } from 'sonner';
import { Redirect, Route, Router, Switch } from 'wouter';
import { ReauthProvider } from './auth/ReauthProvider';
import { SessionProvider, useSession } from './auth/session';
import { commonCopy } from './content/common';
import { Shell } from './layout/Shell';
import { EnrolView } from './auth/EnrolView';
import { SignInView } from './auth/SignInView';
import { InboxView } from './leads/InboxView';
import { useLeadIdInPath } from './leads/leadPath';
import { ErrorNotice } from './ui/ErrorNotice';
import { Loading } from './ui/Loading';
import { ViewHeading } from './ui/ViewHeading';

// The inbox is where nearly every visit starts; the other views load when opened.
const LeadView = lazy(() => import('./leads/LeadView'));
const HeldView = lazy(() => import('./held/HeldView'));
const DeliveriesView = lazy(() => import('./deliveries/DeliveriesView'));
const InsightView = lazy(() => import('./insight/InsightView'));
const AccountView = lazy(() => import('./account/AccountView'));
const UsersView = lazy(() => import('./users/UsersView'));
const AuditView = lazy(() => import('./audit/AuditView'));

function LeadAtPath() {
  return <LeadView id={useLeadIdInPath()} />;
}

function SignedInRoutes() {
  const { user } = useSession();
  const owner = user?.role === 'owner';
  return (
    <Shell>
      <Suspense fallback={<Loading />}>
        <Switch>
          <Route path="/" component={InboxView} />
          <Route path="/leads/:id" component={LeadAtPath} />
          <Route path="/held" component={HeldView} />
          <Route path="/deliveries" component={DeliveriesView} />
          <Route path="/insight" component={InsightView} />
          <Route path="/account" component={AccountView} />
          {owner && <Route path="/users" component={UsersView} />}
          {owner && <Route path="/audit" component={AuditView} />}
          <Route path="/signin">
            <Redirect to="/" replace />
          </Route>
          <Route path="/enrol">
            <Redirect to="/" replace />
          </Route>
          <Route>
            <ViewHeading title={commonCopy.notFound} />
          </Route>
        </Switch>
      </Suspense>
    </Shell>
  );
}

/** The page of someone not signed in (or not known to be): one narrow column, no shell. */
function Outside({ children }: { children: ReactNode }) {
  return <main className="mx-auto max-w-md px-4 py-12">{children}</main>;
}

function Gate() {
  const { user, unreachable, askAgain } = useSession();
  if (user === undefined) {
    return unreachable ? (
      <Outside>
        <ErrorNotice message={unreachable} onRetry={askAgain} />
      </Outside>
    ) : (
      <Loading />
    );
  }
  if (user) return <SignedInRoutes />;
  return (
    <Outside>
      <Switch>
        <Route path="/enrol" component={EnrolView} />
        {/* Any other address asks to sign in and, once signed in, shows what was asked for. */}
        <Route component={SignInView} />
      </Switch>
    </Outside>
  );
}

export function App() {
  return (
    <Router base="/console">
      <SessionProvider>
        <ReauthProvider>
          <Gate />
        </ReauthProvider>
      </SessionProvider>
      <Toaster position="top-right" closeButton />
    </Router>
  );
}

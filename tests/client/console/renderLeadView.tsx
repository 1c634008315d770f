import { render } from '@testing-library/react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { ReauthProvider } from '../../../client/console/auth/ReauthProvider';
import LeadView from '../../../client/console/leads/LeadView';

/** The page of lead-1, as the console shows it at /leads/lead-1: answer it with fakeApi first. */
export function renderLeadView() {
  return render(
    <Router hook={memoryLocation({ path: '/leads/lead-1' }).hook}>
      <ReauthProvider>
        <LeadView id="lead-1" />
      </ReauthProvider>
    </Router>,
  );
}

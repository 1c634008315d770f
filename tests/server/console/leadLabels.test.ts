import { expect, it } from 'vitest';
import { leadCopy } from '../../../client/console/content/lead';
import { describeEachEngine } from '../engines';
import { seedLead } from '../storeHelper';
import { consoleApp, get, signedInMember } from './consoleHelper';

// A lead's page shows a key it has no label for as the bare key (so a field added later still
// shows): every key the server sends today must have its words.
describeEachEngine('console lead labels', (engine) => {
  it('names every field and every part of where the lead came from', async () => {
    const { app, store } = await consoleApp(engine);
    const { cookie } = await signedInMember(app, store);
    const id = await seedLead(store, 'sent', {
      attribution: {
        landingPage: '/services',
        referrer: 'https://www.google.com/',
        utm: { source: 'news', medium: 'email', campaign: 'spring' },
        pagesSeen: ['/services', '/contact'],
        secondsToSend: 95,
      },
    });
    const detail = (await get(app, `/leads/${id}`, cookie)).json();
    expect(Object.keys(detail.attribution)).toContain('referrer');
    const unlabelled = (record: object, labels: Record<string, string>) =>
      Object.keys(record).filter((key) => !(key in labels));
    expect(unlabelled(detail.attribution, leadCopy.attributionLabels)).toEqual([]);
    expect(unlabelled(detail.fields, leadCopy.fieldLabels)).toEqual([]);
  });
});

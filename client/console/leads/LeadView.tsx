import { useLocation } from 'wouter';
import { apiBase, postJson } from '../api/request';
import type { Answer, LeadDetail } from '../api/types';
import { useApi } from '../api/useApi';
import { useAction } from '../auth/useAction';
import { destinationLabels, leadCopy } from '../content/lead';
import { buttonClass } from '../ui/buttons';
import { BusyButton } from '../ui/BusyButton';
import { ConfirmButton } from '../ui/ConfirmButton';
import { DataList, textOf } from '../ui/DataList';
import { ErrorNotice } from '../ui/ErrorNotice';
import { Loading } from '../ui/Loading';
import { Section } from '../ui/Section';
import { StateBadge } from '../ui/StateBadge';
import { cellClass, TableScroll } from '../ui/TableScroll';
import { Time } from '../ui/Time';
import { useKeptFocus } from '../ui/useKeptFocus';
import { ViewHeading } from '../ui/ViewHeading';
import { leadPath } from './leadPath';

function Actions({ lead, reload }: { lead: LeadDetail; reload: () => void }) {
  const { run, busy } = useAction();
  const [, navigate] = useLocation();
  const path = leadPath(lead.id);
  const { container, keep, keepOnReload } = useKeptFocus(lead);
  const act = async (action: string, body: object, success: string) => {
    if ((await run(() => postJson(`${path}/${action}`, body), success)) === undefined) {
      keep();
    }
    // Refused too, it may have changed meanwhile (a colleague released it): the page shows it now.
    keepOnReload();
    reload();
  };
  const remove = async () => {
    if ((await run(() => postJson(`${path}/delete`), leadCopy.removed)) !== undefined)
      navigate('/', { replace: true });
  };
  return (
    <div
      ref={container}
      role="group"
      aria-label={leadCopy.actions}
      tabIndex={-1}
      className="flex flex-wrap gap-3"
    >
      {lead.actions.handled && (
        <BusyButton
          className={buttonClass.primary}
          busy={busy}
          onClick={() =>
            void act(
              'handled',
              { handled: !lead.handled },
              lead.handled ? leadCopy.markedNew : leadCopy.markedHandled,
            )
          }
        >
          {lead.handled ? leadCopy.markNew : leadCopy.markHandled}
        </BusyButton>
      )}
      {lead.actions.release && (
        <BusyButton
          className={buttonClass.primary}
          busy={busy}
          onClick={() => void act('release', {}, leadCopy.released)}
        >
          {leadCopy.release}
        </BusyButton>
      )}
      {lead.actions.retry.map((destination) => (
        <BusyButton
          key={destination}
          className={buttonClass.secondary}
          busy={busy}
          onClick={() =>
            void act('retry', { destination }, leadCopy.retrying(destinationLabels[destination]))
          }
        >
          {leadCopy.retry(destinationLabels[destination])}
        </BusyButton>
      ))}
      <a className={buttonClass.secondary} href={`${apiBase}${path}/eml`} download>
        {leadCopy.eml}
      </a>
      {lead.actions.spam && (
        <BusyButton
          className={buttonClass.danger}
          busy={busy}
          onClick={() => void act('spam', {}, leadCopy.markedSpam)}
        >
          {leadCopy.spam}
        </BusyButton>
      )}
      {lead.spamMarkedAt !== null && (
        <>
          <p className="self-center text-ink-muted">
            {leadCopy.spamMarkedOn} <Time value={lead.spamMarkedAt} />
          </p>
          <BusyButton
            className={buttonClass.secondary}
            busy={busy}
            onClick={() => void act('not-spam', {}, leadCopy.unmarkedSpam)}
          >
            {leadCopy.notSpam}
          </BusyButton>
        </>
      )}
      <ConfirmButton
        label={leadCopy.remove}
        question={leadCopy.removeConfirm}
        busy={busy}
        onConfirm={() => void remove()}
      />
    </div>
  );
}

function Deliveries({ lead }: { lead: LeadDetail }) {
  if (lead.deliveries.length === 0) return <p>{leadCopy.noDeliveries}</p>;
  return (
    <TableScroll label={leadCopy.deliveries}>
      <table className="w-full min-w-[36rem] border-collapse">
        <thead>
          <tr>
            {[
              leadCopy.destination,
              leadCopy.deliveryState,
              leadCopy.attempts,
              leadCopy.lastAnswer,
              leadCopy.nextTry,
            ].map((heading) => (
              <th key={heading} scope="col" className={cellClass}>
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {lead.deliveries.map((delivery) => (
            <tr key={delivery.destination}>
              <th scope="row" className={cellClass}>
                {destinationLabels[delivery.destination] ?? delivery.destination}
              </th>
              <td className={cellClass}>{delivery.state}</td>
              <td className={cellClass}>{delivery.attempts}</td>
              <td className={`${cellClass} break-words`}>{textOf(delivery.lastAnswer)}</td>
              <td className={cellClass}>
                <Time value={delivery.nextTryAt} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}

function Screen({ screen }: { screen: NonNullable<LeadDetail['screen']> }) {
  return (
    <>
      <dl className="mb-4 grid grid-cols-1 gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]">
        <dt className="font-medium text-ink-muted">{leadCopy.verdict}</dt>
        <dd>{screen.verdict}</dd>
        <dt className="font-medium text-ink-muted">{leadCopy.points}</dt>
        <dd>{screen.points}</dd>
      </dl>
      {screen.reasons.length === 0 ? (
        <p>{leadCopy.noReasons}</p>
      ) : (
        <TableScroll label={leadCopy.reasons}>
          <table className="w-full border-collapse">
            <caption className="sr-only">{leadCopy.reasons}</caption>
            <thead>
              <tr>
                <th scope="col" className={cellClass}>
                  {leadCopy.reason}
                </th>
                <th scope="col" className={`${cellClass} text-right`}>
                  {leadCopy.points}
                </th>
              </tr>
            </thead>
            <tbody>
              {screen.reasons.map((reason) => (
                <tr key={reason.reason}>
                  <td className={`${cellClass} break-words`}>{reason.reason}</td>
                  <td className={`${cellClass} text-right`}>{reason.points}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
    </>
  );
}

export default function LeadView({ id }: { id: string }) {
  const { data: lead, error, loading, reload } = useApi<Answer<'GET /leads/:id'>>(leadPath(id));
  const name = typeof lead?.fields.name === 'string' ? lead.fields.name : '';
  return (
    <>
      <ViewHeading title={lead ? leadCopy.title(name || lead.id) : leadCopy.untitled}>
        {lead && <StateBadge state={lead.state} spamMarked={lead.spamMarkedAt !== null} />}
      </ViewHeading>
      {error && <ErrorNotice message={error.message} onRetry={reload} />}
      {loading && <Loading />}
      {lead && (
        <>
          <Section title={leadCopy.actions}>
            <Actions lead={lead} reload={reload} />
          </Section>
          <Section title={leadCopy.fields}>
            <p className="mb-4 text-ink-muted">
              {leadCopy.received}: <Time value={lead.receivedAt} />
            </p>
            <p className="mb-4 text-ink-muted">
              {leadCopy.page}: <span className="break-all">{lead.page}</span>
            </p>
            <DataList record={lead.fields} labels={leadCopy.fieldLabels} />
          </Section>
          <Section title={leadCopy.screen}>
            {lead.screen ? <Screen screen={lead.screen} /> : <p>{leadCopy.noScreen}</p>}
          </Section>
          <Section title={leadCopy.consent}>
            {lead.consent ? (
              <dl className="grid grid-cols-1 gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]">
                <dt className="font-medium text-ink-muted">{leadCopy.consentVersion}</dt>
                <dd className="break-words">
                  {lead.consent.text === null
                    ? leadCopy.consentNotOnRecord(lead.consent.claimedVersion)
                    : lead.consent.version}
                </dd>
                <dt className="font-medium text-ink-muted">{leadCopy.consentGivenAt}</dt>
                <dd>
                  <Time value={lead.consent.givenAt} />
                </dd>
                <dt className="font-medium text-ink-muted">{leadCopy.consentAddressHash}</dt>
                <dd className="break-all font-mono text-sm">{lead.consent.addressHash}</dd>
                {lead.consent.text && (
                  <>
                    <dt className="font-medium text-ink-muted">{leadCopy.consentText}</dt>
                    <dd className="break-words">{lead.consent.text}</dd>
                  </>
                )}
              </dl>
            ) : (
              <p>{leadCopy.noConsent}</p>
            )}
          </Section>
          <Section title={leadCopy.attribution}>
            {lead.attribution ? (
              <DataList record={lead.attribution} labels={leadCopy.attributionLabels} />
            ) : (
              <p>{leadCopy.noAttribution}</p>
            )}
          </Section>
          <Section title={leadCopy.deliveries}>
            <Deliveries lead={lead} />
          </Section>
        </>
      )}
    </>
  );
}

import { Link, useSearchParams } from 'wouter';
import type { Answer, InsightReport } from '../api/types';
import { useApi } from '../api/useApi';
import { insightCopy as copy } from '../content/insight';
import { ErrorNotice } from '../ui/ErrorNotice';
import { Loading } from '../ui/Loading';
import { Section } from '../ui/Section';
import { ViewHeading } from '../ui/ViewHeading';
import { BarChart } from './BarChart';
import { DailyChart } from './DailyChart';
import { VitalsTable } from './VitalsTable';

type Days = (typeof copy.periods)[number];

const daysFrom = (value: string | null): Days =>
  copy.periods.find((days) => String(days) === value) ?? copy.periods[0];

function Funnel({ funnel }: { funnel: InsightReport['funnel'] }) {
  const steps = (Object.keys(copy.funnelSteps) as (keyof typeof copy.funnelSteps)[]).map(
    (step) => ({
      key: copy.funnelSteps[step],
      count: funnel[step],
    }),
  );
  return (
    <>
      <BarChart title={copy.funnel} keyLabel={copy.step} bars={steps} />
      <p className="mt-2">{copy.held(funnel.held)}</p>
    </>
  );
}

export default function InsightView() {
  const [params] = useSearchParams();
  const days = daysFrom(params.get('days'));
  const report = useApi<Answer<'GET /insight'>>(`/insight?days=${days}`);
  return (
    <>
      <ViewHeading title={copy.title} />
      <nav aria-label={copy.period} className="mb-4 flex flex-wrap gap-2">
        {copy.periods.map((period) => (
          <Link
            key={period}
            href={`/insight?days=${period}`}
            aria-current={period === days ? 'page' : undefined}
            className="inline-flex min-h-11 items-center rounded-button border border-primary-dark/30 bg-paper px-4 text-primary-dark aria-[current=page]:bg-primary-dark aria-[current=page]:text-white"
          >
            {copy.periodLabel(period)}
          </Link>
        ))}
      </nav>
      {report.error && <ErrorNotice message={report.error.message} onRetry={report.reload} />}
      {report.loading && <Loading />}
      {report.data && (
        <>
          <p className="mb-4 text-ink-muted">
            {copy.range(report.data.period.from, report.data.period.to)}
          </p>
          <Section title={copy.daily}>
            <DailyChart days={report.data.days} />
          </Section>
          <Section title={copy.funnel}>
            <Funnel funnel={report.data.funnel} />
          </Section>
          <div className="grid gap-x-6 lg:grid-cols-2">
            <Section title={copy.topPages}>
              <BarChart title={copy.topPages} keyLabel={copy.page} bars={report.data.topPages} />
            </Section>
            <Section title={copy.referrers}>
              <BarChart
                title={copy.referrers}
                keyLabel={copy.source}
                bars={report.data.referrers}
              />
            </Section>
            <Section title={copy.campaigns}>
              <BarChart
                title={copy.campaigns}
                keyLabel={copy.campaign}
                bars={report.data.campaigns}
              />
            </Section>
            <Section title={copy.leadsBySource}>
              <BarChart
                title={copy.leadsBySource}
                keyLabel={copy.source}
                bars={report.data.leadsBySource}
              />
            </Section>
            <Section title={copy.devices}>
              <BarChart title={copy.devices} keyLabel={copy.device} bars={report.data.devices} />
            </Section>
          </div>
          <Section title={copy.vitals}>
            <p className="mb-3">{copy.vitalsIntro}</p>
            <VitalsTable vitals={report.data.vitals} />
          </Section>
        </>
      )}
    </>
  );
}

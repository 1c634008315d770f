import ArrowLeftIcon from '@heroicons/react/20/solid/ArrowLeftIcon';
import { useParams } from 'wouter';
import { findService, services, type Service } from '../content/services';
import { servicePath } from '../content/serviceTitles';
import { serviceDetailCopy } from '../content/servicesPage';
import { Card } from '../components/ui/Card';
import { CheckList } from '../components/ui/CheckList';
import { CtaBanner } from '../components/ui/CtaBanner';
import { IconBadge } from '../components/ui/IconBadge';
import { PageIntro } from '../components/ui/PageIntro';
import { Section } from '../components/ui/Section';
import { TextLink } from '../components/ui/TextLink';

const { backToServices, notFound } = serviceDetailCopy;

function BackToServices() {
  return (
    <TextLink href={backToServices.href}>
      <ArrowLeftIcon aria-hidden="true" className="size-4" />
      {backToServices.label}
    </TextLink>
  );
}

function ServiceDetail({ service }: { service: Service }) {
  return (
    <>
      <PageIntro
        kicker={
          <div className="flex flex-col items-start gap-8">
            <BackToServices />
            <IconBadge icon={service.icon} />
          </div>
        }
        title={service.title}
        image={{ src: service.image, alt: '' }}
      >
        <p>{service.description}</p>
      </PageIntro>

      <Section labelledBy="overview-title">
        <div className="grid gap-12 lg:grid-cols-12 lg:gap-16">
          <div className="lg:col-span-5">
            <h2 id="overview-title" className="text-2xl tracking-tight sm:text-3xl">
              {serviceDetailCopy.overviewTitle}
            </h2>
            <p className="mt-4 text-lg text-ink-muted">{service.longDescription}</p>
          </div>
          <Card className="p-6 sm:p-10 lg:col-span-7">
            <h2 className="text-2xl tracking-tight sm:text-3xl">
              {serviceDetailCopy.keyFeaturesTitle}
            </h2>
            <CheckList items={service.features} columns className="mt-6" />
          </Card>
        </div>
        <div className="mt-16">
          <CtaBanner titleId="service-cta-title" titleAs="h3" {...serviceDetailCopy.cta} />
        </div>
      </Section>
    </>
  );
}

export default function ServiceDetailPage() {
  const { serviceId = '' } = useParams<{ serviceId?: string }>();
  const service = findService(serviceId);
  if (service) return <ServiceDetail service={service} />;
  return (
    <PageIntro kicker={<BackToServices />} title={notFound.title}>
      <p>{notFound.text}</p>
      <p>{notFound.suggestions}</p>
      <ul className="space-y-2">
        {services.map((other) => (
          <li key={other.id}>
            <TextLink href={servicePath(other.id)}>{other.title}</TextLink>
          </li>
        ))}
      </ul>
    </PageIntro>
  );
}

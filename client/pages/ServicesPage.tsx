import { services } from '../content/services';
import { servicesPageCopy } from '../content/servicesPage';
import { CtaBanner } from '../components/ui/CtaBanner';
import { Container } from '../components/ui/Container';
import { Eyebrow } from '../components/ui/Eyebrow';
import { PageIntro } from '../components/ui/PageIntro';
import { Section } from '../components/ui/Section';
import { ServiceCard } from '../components/ui/ServiceCard';

export default function ServicesPage() {
  return (
    <>
      <PageIntro
        kicker={<Eyebrow>{servicesPageCopy.eyebrow}</Eyebrow>}
        title={servicesPageCopy.title}
      >
        <p>{servicesPageCopy.intro}</p>
      </PageIntro>

      <Container className="pt-12 md:pt-16">
        <ul
          data-testid="service-grid"
          className="grid grid-cols-1 gap-6 sm:grid-cols-2 md:grid-cols-3 lg:grid-cols-4"
        >
          {services.map((service) => (
            <li key={service.id}>
              <ServiceCard service={service} learnMore={servicesPageCopy.learnMore} />
            </li>
          ))}
        </ul>
      </Container>

      <Section labelledBy="services-cta-title">
        <CtaBanner titleId="services-cta-title" {...servicesPageCopy.cta} />
      </Section>
    </>
  );
}

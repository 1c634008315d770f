import { coreServicesCopy, homeServiceRows } from '../../content/home';
import { Section } from '../../components/ui/Section';
import { SectionHeading } from '../../components/ui/SectionHeading';
import { ServiceRow } from '../../components/ui/ServiceRow';

export function CoreServicesSection() {
  return (
    <Section labelledBy="core-services-title" tone="paper">
      <SectionHeading
        id="core-services-title"
        title={coreServicesCopy.title}
        intro={coreServicesCopy.intro}
      />
      <ul className="mt-16 space-y-20 md:mt-20 md:space-y-28">
        {homeServiceRows.map((row, index) => (
          <ServiceRow
            key={row.title}
            row={row}
            reversed={index % 2 === 1}
            moreLabel={coreServicesCopy.learnMore}
            moreContext={coreServicesCopy.learnMoreContext(row.title)}
          />
        ))}
      </ul>
    </Section>
  );
}

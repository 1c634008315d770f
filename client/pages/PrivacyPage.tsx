import { useContext } from 'react';
import { company } from '../content/company';
import { privacyCopy, privacySections, type PolicyBlock } from '../content/privacy';
import { Container } from '../components/ui/Container';
import { Eyebrow } from '../components/ui/Eyebrow';
import { PageIntro } from '../components/ui/PageIntro';
import { MailLink } from '../components/ui/TextLink';
import { SiteSettingsContext } from '../lib/siteSettings';
import { slug } from '../lib/slug';

const { address } = company;

function Block({ block }: { block: PolicyBlock }) {
  if (typeof block === 'string') return <p>{block}</p>;
  return (
    <ul className="list-disc space-y-2 pl-6 marker:text-primary">
      {block.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

export default function PrivacyPage() {
  const { retentionDays, insightRetentionDays } = useContext(SiteSettingsContext);
  return (
    <>
      <PageIntro kicker={<Eyebrow>{privacyCopy.eyebrow}</Eyebrow>} title={privacyCopy.title}>
        <p className="text-base font-medium text-primary-dark">{privacyCopy.effectiveDate}</p>
        <p>{privacyCopy.intro}</p>
      </PageIntro>

      <Container className="py-16 md:py-24">
        <div className="max-w-3xl space-y-12">
          {privacySections(retentionDays, insightRetentionDays).map((section) => {
            const headingId = `policy-${slug(section.title)}`;
            return (
              <section key={section.title} aria-labelledby={headingId}>
                <h2 id={headingId} className="text-2xl tracking-tight">
                  {section.title}
                </h2>
                <div className="mt-4 space-y-4 text-ink">
                  {section.blocks.map((block, index) => (
                    <Block key={index} block={block} />
                  ))}
                </div>
              </section>
            );
          })}
          <section aria-labelledby="policy-contact">
            <h2 id="policy-contact" className="text-2xl tracking-tight">
              {privacyCopy.contactTitle}
            </h2>
            <p className="mt-4">{privacyCopy.contactText}</p>
            <address className="mt-4 not-italic">
              {company.legalName}
              <br />
              {address.streetAddress}
              <br />
              {address.addressLocality}, {address.addressRegion} {address.postalCode}
              <br />
              <MailLink email={company.email} />
            </address>
          </section>
        </div>
      </Container>
    </>
  );
}

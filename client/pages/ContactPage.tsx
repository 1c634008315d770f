import EnvelopeIcon from '@heroicons/react/24/outline/EnvelopeIcon';
import MapPinIcon from '@heroicons/react/24/outline/MapPinIcon';
import { lazy, Suspense } from 'react';
import { company } from '../content/company';
import { contactPageCopy } from '../content/contactPage';
import { Card } from '../components/ui/Card';
import { Eyebrow } from '../components/ui/Eyebrow';
import { IconBadge } from '../components/ui/IconBadge';
import { Illustration } from '../components/ui/Illustration';
import { PageIntro } from '../components/ui/PageIntro';
import { Section } from '../components/ui/Section';
import { MailLink } from '../components/ui/TextLink';

// The form brings react-hook-form, zod and sonner: only this page downloads them.
const ContactForm = lazy(() => import('../features/contact/ContactForm'));

const { address } = company;

export default function ContactPage() {
  return (
    <>
      <PageIntro
        kicker={<Eyebrow>{contactPageCopy.eyebrow}</Eyebrow>}
        title={contactPageCopy.title}
      >
        <p>{contactPageCopy.intro}</p>
      </PageIntro>

      <Section labelledBy="contact-form-title">
        <div className="grid gap-12 lg:grid-cols-12 lg:gap-16">
          <Card className="p-6 sm:p-10 lg:col-span-7">
            <h2 id="contact-form-title" className="text-2xl tracking-tight">
              {contactPageCopy.formTitle}
            </h2>
            <div className="mt-6">
              <Suspense fallback={null}>
                <ContactForm />
              </Suspense>
            </div>
          </Card>
          <div className="lg:col-span-5">
            <Illustration
              src={contactPageCopy.image.src}
              alt={contactPageCopy.image.alt}
              className="mx-auto max-w-md lg:max-w-none"
            />
            <h2 className="mt-8 text-xl">{contactPageCopy.detailsTitle}</h2>
            <dl className="mt-6 space-y-6">
              <div className="flex gap-4">
                <IconBadge icon={EnvelopeIcon} />
                <div>
                  <dt className="font-semibold text-primary-dark">{contactPageCopy.emailLabel}</dt>
                  <dd className="mt-1">
                    <MailLink email={company.email} />
                  </dd>
                </div>
              </div>
              <div className="flex gap-4">
                <IconBadge icon={MapPinIcon} />
                <div>
                  <dt className="font-semibold text-primary-dark">
                    {contactPageCopy.addressLabel}
                  </dt>
                  <dd className="mt-1 text-ink-muted">
                    <address className="not-italic">
                      {address.streetAddress}
                      <br />
                      {address.addressLocality}, {address.addressRegion} {address.postalCode}
                    </address>
                  </dd>
                </div>
              </div>
            </dl>
          </div>
        </div>
      </Section>
    </>
  );
}

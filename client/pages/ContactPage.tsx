import EnvelopeIcon from '@heroicons/react/24/outline/EnvelopeIcon';
import MapPinIcon from '@heroicons/react/24/outline/MapPinIcon';
import { company } from '../content/company';
import { contactPageCopy } from '../content/contactPage';
import ContactForm from '../features/contact/ContactForm';
import { Island } from '../islands/Island';
import { Card } from '../components/ui/Card';
import { Eyebrow } from '../components/ui/Eyebrow';
import { IconBadge } from '../components/ui/IconBadge';
import { Illustration } from '../components/ui/Illustration';
import { PageIntro } from '../components/ui/PageIntro';
import { Section } from '../components/ui/Section';
import { MailLink } from '../components/ui/TextLink';

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
              {/* The only part of this page that runs in the browser: its chunk (react-hook-form,
                  zod, sonner) is fetched by this page alone. */}
              <Island name="contactForm" component={ContactForm} props={{}} />
            </div>
          </Card>
          <div className="lg:col-span-5">
            <Illustration
              src={contactPageCopy.image.src}
              alt={contactPageCopy.image.alt}
              className="mx-auto max-w-md lg:max-w-none"
            />
            <h2 className="mt-8 text-xl">{contactPageCopy.detailsTitle}</h2>
            <ul className="mt-6 space-y-6">
              <li className="flex gap-4">
                <IconBadge icon={EnvelopeIcon} />
                <div>
                  <p className="font-semibold text-primary-dark">{contactPageCopy.emailLabel}</p>
                  <p className="mt-1">
                    <MailLink email={company.email} />
                  </p>
                </div>
              </li>
              <li className="flex gap-4">
                <IconBadge icon={MapPinIcon} />
                <div>
                  <p className="font-semibold text-primary-dark">{contactPageCopy.addressLabel}</p>
                  <address className="mt-1 not-italic text-ink-muted">
                    {address.streetAddress}
                    <br />
                    {address.addressLocality}, {address.addressRegion} {address.postalCode}
                  </address>
                </div>
              </li>
            </ul>
          </div>
        </div>
      </Section>
    </>
  );
}

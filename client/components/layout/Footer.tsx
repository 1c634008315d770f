import { company } from '../../content/company';
import { privacyLink, quickLinks, shellCopy } from '../../content/navigation';
import { CopyrightYear } from './CopyrightYear';
import { footerId } from './landmarks';
import { Logo } from './Logo';
import { focusRing, shellContainer } from './shellStyles';
import { tw } from '../../lib/tw';

const heading = tw`text-sm font-semibold uppercase tracking-wider text-white`;
const link = tw`rounded-button text-white/80 underline-offset-4 hover:text-white hover:underline focus-visible:outline-white ${focusRing}`;

export function Footer() {
  const { address } = company;

  return (
    <footer id={footerId} className="bg-primary-dark text-white/80">
      <div
        className={`${shellContainer} grid gap-10 py-14 sm:grid-cols-2 md:grid-cols-12 md:py-16`}
      >
        <div className="sm:col-span-2 md:col-span-5">
          <Logo className={`text-white focus-visible:outline-white ${focusRing}`} />
          <p className="mt-4 max-w-sm">{company.blurb}</p>
        </div>
        <nav aria-labelledby="footer-quick-links" className="md:col-span-3 md:col-start-7">
          <h2 id="footer-quick-links" className={heading}>
            {shellCopy.quickLinksHeading}
          </h2>
          <ul className="mt-4 space-y-3">
            {quickLinks.map((item) => (
              <li key={item.href}>
                <a href={item.href} className={link}>
                  {item.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="md:col-span-3">
          <h2 className={heading}>{shellCopy.contactHeading}</h2>
          <a href={`mailto:${company.email}`} className={`mt-4 inline-block break-all ${link}`}>
            {company.email}
          </a>
          <address className="mt-3 not-italic">
            {address.streetAddress}
            <br />
            {`${address.addressLocality}, ${address.addressRegion} ${address.postalCode}`}
          </address>
        </div>
      </div>
      <div className="border-t border-white/10">
        <div
          className={`${shellContainer} flex flex-col gap-3 py-6 text-sm sm:flex-row sm:items-center sm:justify-between`}
        >
          <p>
            © <CopyrightYear /> {`${company.legalName}. ${shellCopy.rightsReserved}`}
          </p>
          <a href={privacyLink.href} className={link}>
            {privacyLink.label}
          </a>
        </div>
      </div>
    </footer>
  );
}

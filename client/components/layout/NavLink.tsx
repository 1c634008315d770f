import type { NavItem } from '../../content/navigation';

/** Section links stay active on their sub-pages (Services on /services/:id); Home only on /. */
function isActivePath(href: string, path: string): boolean {
  return href === '/' ? path === '/' : path === href || path.startsWith(`${href}/`);
}

interface NavLinkProps {
  item: NavItem;
  path: string;
  className: string;
  onClick?: () => void;
}

export function NavLink({ item, path, className, onClick }: NavLinkProps) {
  return (
    <a
      href={item.href}
      aria-current={isActivePath(item.href, path) ? 'page' : undefined}
      className={className}
      onClick={onClick}
    >
      {item.label}
    </a>
  );
}

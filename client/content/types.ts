import type { ComponentType, SVGProps } from 'react';

/** Shapes shared by several content modules. */
export interface CardContent {
  title: string;
  description: string;
}

export interface IconCardContent extends CardContent {
  /** a heroicons outline icon, imported one by one so only the used ones ship */
  icon: ComponentType<SVGProps<SVGSVGElement>>;
}

export interface ImageContent {
  src: string;
  /** empty when the image is decorative */
  alt: string;
}

export interface LinkContent {
  label: string;
  href: string;
}

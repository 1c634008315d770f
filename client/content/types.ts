/** Shapes shared by several content modules. */
export interface CardContent {
  title: string;
  description: string;
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

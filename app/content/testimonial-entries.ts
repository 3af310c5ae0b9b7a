/**
 * Client testimonials for the export page. The list is empty on purpose: the
 * page shows the testimonials section only once real entries are added here.
 */
export interface Testimonial {
  quote: string;
  author: string;
  /** Role and company, e.g. "Export Manager, a film producer". */
  position: string;
  /** A portrait: an imported asset or a path under public/. */
  image?: string;
}

export const testimonialEntries: readonly Testimonial[] = [];

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

export const testimonials: readonly Testimonial[] = [];

export const testimonialsCopy = {
  title: "What Our Partners Say",
  previous: "Previous testimonial",
  next: "Next testimonial",
  /** Where the visitor is in the list: "2 of 3". */
  position: "{index} of {total}",
} as const;

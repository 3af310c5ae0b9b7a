/** The testimonials section's words; the entries are testimonial-entries.ts. */
export const testimonials = {
  title: "What Our Partners Say",
  previous: "Previous testimonial",
  next: "Next testimonial",
  /** Where the visitor is in the list: "2 of 3". */
  position: "{index} of {total}",
};

/**
 * Links in the static page that an island rewrites to carry its state,
 * found by attribute so that nothing around the island hydrates: the
 * header's language links (the same page in another edition, with the
 * catalogue's filters), and the catalogue page's "Looking for specific
 * equipment?" link (the contact form, with the search as its subject).
 * Setting an attribute needs no stylesheet rule, so pages stay pruned.
 */
export const queryLinks = {
  /** On each language link; the island sets the link's query string. */
  edition: "data-edition-link",
  /** On the contact link of the catalogue page's closing band; the island sets its href. */
  searchInquiry: "data-search-inquiry",
} as const;

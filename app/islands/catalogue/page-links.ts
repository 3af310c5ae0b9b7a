import { queryLinks } from "~/components/layout/query-links";

/**
 * Hands the catalogue's state to links outside the island, in the static
 * page around it, which therefore needs no hydration of its own:
 * - the header's language links get the catalogue's query, so the other
 *   edition opens with the same filters (it reads the same parameters);
 * - "Looking for specific equipment?" gets the contact link with the search.
 */
export function updatePageLinks(catalogueQuery: URLSearchParams, searchInquiryHref: string): void {
  for (const link of document.querySelectorAll<HTMLAnchorElement>(`a[${queryLinks.edition}]`)) {
    const url = new URL(link.href);
    url.search = catalogueQuery.toString();
    link.setAttribute("href", `${url.pathname}${url.search}${url.hash}`);
  }
  for (const link of document.querySelectorAll<HTMLAnchorElement>(
    `a[${queryLinks.searchInquiry}]`,
  )) {
    link.setAttribute("href", searchInquiryHref);
  }
}

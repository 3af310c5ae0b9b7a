/**
 * html-validate for the prerendered pages (e2e/site-hygiene.test.ts, or
 * `npm exec -- html-validate build/client`): the recommended rules, with the
 * serialisation style React uses instead of the rules' defaults.
 */
export default {
  extends: ["html-validate:recommended"],
  rules: {
    // Astro writes void elements as <meta>, React as <meta/>: both valid HTML.
    "void-style": "off",
    // React writes boolean attributes as hidden="" in components but as a bare
    // `hidden` in its streaming markup; both are valid HTML.
    "attribute-boolean-style": "off",
    "attribute-empty-style": "off",
    // React writes a few attributes in camelCase (charSet, fetchPriority);
    // HTML attribute names are case-insensitive.
    "attr-case": "off",
    // React's useId gives ids such as "_R_1_" (in islands, with a prefix), valid in HTML (no whitespace).
    "valid-id": ["error", { relaxed: true }],
    // It counts "&amp;" as five characters; app/lib/seo.test.ts checks the
    // real length of every title instead.
    "long-title": "off",
    // Phone numbers must not wrap: a tel: link either uses non-breaking
    // characters or the whitespace-nowrap utility.
    "tel-non-breaking": ["error", { ignoreClasses: ["whitespace-nowrap"] }],
  },
};

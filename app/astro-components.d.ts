// For `tsc`, which does not read .astro files (`astro check` does): a test
// that renders a layout with Astro's container API imports one.
declare module "*.astro" {
  // eslint-disable-next-line @typescript-eslint/consistent-type-imports -- an ambient file has no imports
  const component: import("astro/runtime/server/index.js").AstroComponentFactory;
  export default component;
}

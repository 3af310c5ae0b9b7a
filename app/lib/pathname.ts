/** "/about/" → "/about"; the prerenderer requests paths with a trailing slash. */
export function normalizePathname(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
}

/**
 * Fetches a file into the browser's HTTP cache, at low priority, for a later
 * load of the same address (the next page's font, an island's modules at its
 * first use). A plain `fetch`: a preload or `document.fonts.load` would also
 * compile or decode the file at once, on the main thread. Resolves whether
 * the server sent the file; never rejects.
 */
export async function fetchIntoCache(
  url: string,
  view: Pick<Window, "fetch"> = window,
): Promise<boolean> {
  try {
    const response = await view.fetch(url, { priority: "low" });
    // Read to the end: a body left unread may stall half-way, uncached.
    await response.arrayBuffer();
    return response.ok;
  } catch {
    // Offline or blocked: the later load fetches it then.
    return false;
  }
}

/**
 * YouTube links as sellers and staff paste them, reduced to the video's
 * 11-character ID, and the two addresses the site makes from it: the watch
 * page (a plain link, which works without JavaScript) and the privacy-enhanced
 * embed on youtube-nocookie.com, loaded only after a click.
 */

const ID = /^[A-Za-z0-9_-]{11}$/;

/** Hosts that serve YouTube's own pages; the embed's privacy-enhanced host is listed apart. */
const youtubeHosts = new Set(["youtube.com", "www.youtube.com", "m.youtube.com"]);
const nocookieHosts = new Set(["youtube-nocookie.com", "www.youtube-nocookie.com"]);

/**
 * The video's ID in youtu.be/ID, youtube.com/watch?v=ID, youtube.com/shorts/ID,
 * youtube.com/embed/ID or youtube-nocookie.com/embed/ID (with or without
 * https://, www. or extra parameters such as ?t=30 or ?si=…); `undefined`
 * for anything else, and for an ID that is not 11 letters, digits, - or _.
 */
export function youtubeId(link: string): string | undefined {
  const trimmed = link.trim();
  let url: URL;
  try {
    url = new URL(/^https?:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`);
  } catch {
    return undefined;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return undefined;
  const host = url.hostname.toLowerCase();
  const segments = url.pathname.split("/").filter(Boolean);
  let candidate: string | null | undefined;
  if (host === "youtu.be" && segments.length === 1) candidate = segments[0];
  else if (youtubeHosts.has(host)) {
    if (segments.length === 1 && segments[0] === "watch") candidate = url.searchParams.get("v");
    else if (segments.length === 2 && (segments[0] === "shorts" || segments[0] === "embed")) {
      candidate = segments[1];
    }
  } else if (nocookieHosts.has(host) && segments.length === 2 && segments[0] === "embed") {
    candidate = segments[1];
  }
  return candidate && ID.test(candidate) ? candidate : undefined;
}

/** The page on YouTube: where the facade's link goes without JavaScript. */
export function youtubeWatchUrl(id: string): string {
  return `https://www.youtube.com/watch?v=${id}`;
}

/** The privacy-enhanced player, started by the click that loads it. */
export function youtubeEmbedUrl(id: string, origin: string): string {
  return `${origin}/embed/${id}?autoplay=1`;
}

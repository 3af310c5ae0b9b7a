import type { ResponsivePicture } from "~/components/ui/picture";
import { YOUTUBE_EMBED_ORIGIN } from "~/inventory/listing-constants";
import { fillTemplate } from "~/lib/text";
import { youtubeEmbedUrl, youtubeWatchUrl } from "~/lib/youtube";

export interface VideoCopy {
  title: string;
  play: string;
  youtubeNotice: string;
  player: string;
}

/** The video as the page renders it: its poster already made responsive. */
export type VideoView =
  | { kind: "file"; path: string; poster: ResponsivePicture | undefined }
  | { kind: "youtube"; id: string; poster: ResponsivePicture | undefined };

/** Read by ./video-facade.ts: the player's address and name, set on the facade. */
export const videoFacadeAttributes = {
  root: "data-video-facade",
  /** The embed's address; the post-build reads its origin for the page's frame-src. */
  embed: "data-video-embed",
  title: "data-video-title",
} as const;

/**
 * The poster's one file: the WebP of the set nearest 800 px wide, sharp on a
 * phone and on the page's column without the 1280 px one's weight.
 */
export function posterFile(picture: ResponsivePicture): string {
  const candidates = picture.webp.split(",").map((entry) => {
    const [url = "", width = ""] = entry.trim().split(/\s+/);
    return { url, width: Number.parseInt(width, 10) || picture.width };
  });
  candidates.sort((a, b) => Math.abs(a.width - 800) - Math.abs(b.width - 800));
  return candidates[0]?.url || picture.src;
}

const frame = "mt-4 aspect-video w-full overflow-hidden rounded-2xl bg-ink-900";

/**
 * The machine running. A file plays in the page's own `<video>` (nothing
 * downloads before play: `preload="none"`; the poster is one of the
 * listing's photos, at the width and height it reserves). A YouTube video
 * is a link to its YouTube page drawn as a poster with a play button, from
 * the listing's own photo: no request leaves the site until the visitor
 * asks for it, and then ./video-facade.ts puts the privacy-enhanced player
 * (youtube-nocookie.com) in its place. Without JavaScript the link opens
 * YouTube.
 */
export function MachineVideo({
  video,
  name,
  copy,
  illustration,
}: {
  video: VideoView;
  name: string;
  copy: VideoCopy;
  /** The machine type's drawing, shown when the listing has no photo. */
  illustration: string;
}) {
  const poster = video.poster;
  return (
    <section aria-labelledby="machine-video" className="print:hidden">
      <h2 id="machine-video" className="text-2xl font-bold tracking-tight">
        {copy.title}
      </h2>
      {video.kind === "file" ? (
        // A machine running shows how it runs; there is no speech to caption, and the
        // description says what the video shows. A listing with speech would need a track.
        // eslint-disable-next-line jsx-a11y/media-has-caption
        <video
          controls
          preload="none"
          playsInline
          src={video.path}
          poster={poster ? posterFile(poster) : illustration}
          width={poster?.width ?? 1280}
          height={poster?.height ?? 720}
          aria-label={fillTemplate(copy.player, { name })}
          className="mt-4 h-auto w-full rounded-2xl bg-ink-900"
        />
      ) : (
        <>
          <div
            {...{
              [videoFacadeAttributes.root]: "",
              [videoFacadeAttributes.embed]: youtubeEmbedUrl(video.id, YOUTUBE_EMBED_ORIGIN),
              [videoFacadeAttributes.title]: fillTemplate(copy.player, { name }),
            }}
            className={frame}
          >
            <a
              href={youtubeWatchUrl(video.id)}
              aria-describedby="machine-video-notice"
              className="group relative block size-full"
            >
              {/* One WebP, loaded when near: the gallery's AVIF set would double the markup for a poster below the fold. */}
              <img
                src={poster ? posterFile(poster) : illustration}
                width={poster?.width ?? 480}
                height={poster?.height ?? 320}
                alt=""
                loading="lazy"
                decoding="async"
                className="size-full bg-brand-50 object-cover"
              />
              <span className="absolute inset-0 flex items-center justify-center bg-ink-900/20 group-hover:bg-ink-900/10">
                {/* Play points right in every language (media controls are not mirrored): so does its offset. */}
                <svg
                  aria-hidden="true"
                  viewBox="0 0 24 24"
                  className="size-16 rounded-full bg-accent-500 p-4 pl-5 text-white shadow-card"
                >
                  <path d="M6 4l14 8-14 8z" fill="currentColor" />
                </svg>
              </span>
              <span className="sr-only">{fillTemplate(copy.play, { name })}</span>
            </a>
          </div>
          <p id="machine-video-notice" className="mt-2 text-sm text-ink-500">
            {copy.youtubeNotice}
          </p>
        </>
      )}
    </section>
  );
}

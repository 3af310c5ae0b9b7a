import { readFile } from "node:fs/promises";
import { join } from "node:path";

import type { GetStaticPaths } from "astro";

import { getMachines, listingFolder } from "~/inventory/machines";

/** A machine's video file (MP4, H.264), copied from beside its listing to one address for every edition. */
export const getStaticPaths = (async () => {
  const machines = await getMachines();
  return machines.flatMap((machine) =>
    machine.video && "src" in machine.video
      ? [
          {
            params: { slug: machine.slug, file: machine.video.src },
            props: { slug: machine.slug, file: machine.video.src },
          },
        ]
      : [],
  );
}) satisfies GetStaticPaths;

export async function GET({ props }: { props: { slug: string; file: string } }) {
  const video = await readFile(join(await listingFolder(props.slug), props.file));
  return new Response(new Uint8Array(video), { headers: { "Content-Type": "video/mp4" } });
}

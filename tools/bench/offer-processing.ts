/**
 * `npm run bench:offer-processing`: how long the server takes to check and
 * re-encode the photos of one offer once they have arrived: 11 phone photos
 * of 2560 px (what the browser sends after shrinking), one at a time and in
 * parallel, one per core, as the server does. Run it on an idle host; it
 * prints the median of three runs of each. Before issue 29 (mozjpeg, one at
 * a time) it was 23.2 s on a busy 2-core host; see the commit that added it.
 */
import { copyFile, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { inParallel, PHOTO_WORKERS } from "../../server/offers/offer-api.ts";
import { normalizePhoto } from "../../server/offers/offer-photos.ts";
import { photoBytes } from "../../server/test-utils/offers.ts";

const PHOTOS = 11;
const RUNS = 3;

const dir = await mkdtemp(join(tmpdir(), "offer-processing-"));
try {
  const source = join(dir, "source.jpg");
  await writeFile(source, await photoBytes({ width: 2560, height: 1920 }));
  const median = (values: number[]) =>
    values.toSorted((a, b) => a - b)[Math.floor(values.length / 2)]!;

  async function run(workers: number): Promise<number> {
    const staged = await mkdtemp(join(dir, "staged-"));
    const uploads = Array.from({ length: PHOTOS }, (_, index) =>
      join(staged, `upload-${index + 1}`),
    );
    await Promise.all(uploads.map((upload) => copyFile(source, upload)));
    const started = performance.now();
    const results = await inParallel(uploads, workers, async (upload, index) => {
      const result = await normalizePhoto(upload, join(staged, `photo-${index + 1}.jpg`));
      await rm(upload, { force: true });
      return result;
    });
    const elapsed = performance.now() - started;
    if (!results.every((result) => result.ok)) throw new Error("A photo was refused");
    await rm(staged, { recursive: true, force: true });
    return elapsed;
  }

  for (const [label, workers] of [
    ["one at a time", 1],
    [`in parallel, ${PHOTO_WORKERS} at a time (the server)`, PHOTO_WORKERS],
  ] as const) {
    const times: number[] = [];
    for (let n = 0; n < RUNS; n += 1) times.push(await run(workers));
    console.info(
      `${PHOTOS} photos of 2560 px, ${label}: median ${(median(times) / 1000).toFixed(1)} s (${times.map((time) => (time / 1000).toFixed(1)).join(", ")} s)`,
    );
  }
} finally {
  await rm(dir, { recursive: true, force: true });
}

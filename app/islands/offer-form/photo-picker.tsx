import { Camera, CircleAlert, ImagePlus, LoaderCircle, X } from "lucide-react";
import { useCallback, useEffect, useMemo, useRef, useState, type ChangeEvent } from "react";

import { buttonStyles } from "~/components/ui/button";
import { fillTemplate, plural } from "~/lib/text";
import { useHydrated } from "~/lib/use-hydrated";

import { PHOTOS_FIELD, photoProblem, photoRules, photoSizeLimit } from "./fields";
import type { OfferFormCopy } from "./offer-copy";
import { formatBytes, preparePhoto, type ChosenPhoto } from "./photos";
import type { PhotoFacts } from "./schema";

const INPUT_ID = "offer-photos";
/** Once hydrated, a button opens the file chooser; errors send focus there. */
const BUTTON_ID = "offer-photos-button";

/**
 * The seller's chosen photos: each is checked as soon as it is chosen (HEIC
 * and other formats get advice, not a silent failure), prepared for the
 * upload one at a time, and can be removed before sending.
 */
export function usePhotoList(words: OfferFormCopy) {
  const problemsCopy = words.form.photos.problems;
  const [list, setList] = useState<ChosenPhoto[]>([]);
  const [preparing, setPreparing] = useState(0);
  const [problems, setProblems] = useState<string[]>([]);
  // The count as the queue sees it, ahead of React's state while photos are prepared.
  const count = useRef(0);
  const thumbnails = useRef(new Set<string>());

  useEffect(() => {
    const urls = thumbnails.current;
    return () => urls.forEach((url) => URL.revokeObjectURL(url));
  }, []);

  const add = useCallback(
    async (files: readonly File[]) => {
      setProblems([]);
      const found: string[] = [];
      const say = (template: string, file: File) =>
        found.push(fillTemplate(template, { name: file.name, size: photoSizeLimit(words.intl) }));
      const accepted: File[] = [];
      for (const file of files) {
        const problem = photoProblem(file);
        if (problem) say(problemsCopy[problem], file);
        else if (count.current + accepted.length >= photoRules.max) say(problemsCopy.tooMany, file);
        else accepted.push(file);
      }
      count.current += accepted.length;
      setProblems([...found]);
      setPreparing((value) => value + accepted.length);
      // One at a time: a budget phone holds one decoded photo in memory, not twelve.
      for (const file of accepted) {
        const photo = await preparePhoto(file);
        setPreparing((value) => value - 1);
        if (photo) {
          thumbnails.current.add(photo.thumbnail);
          setList((current) => [...current, photo]);
        } else {
          count.current -= 1;
          say(problemsCopy.unreadable, file);
          setProblems([...found]);
        }
      }
    },
    [problemsCopy, words.intl],
  );

  const remove = useCallback((id: string) => {
    setList((current) => {
      const photo = current.find((item) => item.id === id);
      if (photo) {
        URL.revokeObjectURL(photo.thumbnail);
        thumbnails.current.delete(photo.thumbnail);
        count.current -= 1;
      }
      return current.filter((item) => item.id !== id);
    });
  }, []);

  const clear = useCallback(() => {
    thumbnails.current.forEach((url) => URL.revokeObjectURL(url));
    thumbnails.current.clear();
    count.current = 0;
    setList([]);
    setProblems([]);
  }, []);

  const facts = useMemo<PhotoFacts[]>(
    () =>
      list.map((photo) => ({
        name: photo.name,
        type: photo.upload.type || "image/jpeg",
        size: photo.upload.size,
      })),
    [list],
  );
  const totalBytes = facts.reduce((sum, photo) => sum + photo.size, 0);
  const formatSize = useCallback((bytes: number) => formatBytes(bytes, words.intl), [words.intl]);

  return {
    list,
    facts,
    totalBytes,
    preparing,
    problems,
    add,
    remove,
    clear,
    formatSize,
    inputId: BUTTON_ID,
  };
}

export type PhotoList = ReturnType<typeof usePhotoList>;

/**
 * The photos section. Without JavaScript it is a plain file input that
 * posts the originals with the form; once hydrated, the input only picks
 * files, and the list below shows each chosen photo with a button to
 * remove it.
 */
export function PhotoPicker({
  copy: words,
  photos,
  error,
  disabled = false,
}: {
  copy: OfferFormCopy;
  photos: PhotoList;
  error?: string;
  /** While the offer is sent: the list cannot change under the upload. */
  disabled?: boolean;
}) {
  const copy = words.form.photos;
  const hydrated = useHydrated();
  const inputRef = useRef<HTMLInputElement>(null);
  const { add } = photos;

  // Photos chosen before the island hydrated are taken into the list.
  useEffect(() => {
    const input = inputRef.current;
    if (input?.files && input.files.length > 0) {
      void add([...input.files]);
      input.value = "";
    }
  }, [add]);

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    if (!hydrated) return;
    const files = [...(event.target.files ?? [])];
    // Emptied, so the same photo can be chosen again after a removal.
    event.target.value = "";
    // The form's own change handler must not see this as a field edit.
    event.stopPropagation();
    void add(files);
  };

  const rulesId = `${INPUT_ID}-rules`;
  const errorId = `${INPUT_ID}-error`;
  const chosen = photos.list.length;
  const describedBy = [rulesId, error ? errorId : ""].filter(Boolean).join(" ");

  return (
    <fieldset disabled={disabled}>
      <legend className="mb-6 text-lg font-bold text-brand-950">
        {words.form.sections.photos}
      </legend>
      <div className="grid gap-6 md:grid-cols-[minmax(0,1fr)_minmax(0,15rem)] md:gap-8">
        <div className="min-w-0">
          {hydrated ? (
            <p id={`${INPUT_ID}-label`} className="mb-2 text-sm font-semibold text-ink-800">
              {words.form.labels.photos}
            </p>
          ) : (
            <label htmlFor={INPUT_ID} className="mb-2 block text-sm font-semibold text-ink-800">
              {words.form.labels.photos}
            </label>
          )}
          <p id={rulesId} className="-mt-1 mb-3 text-sm leading-relaxed text-ink-500">
            {fillTemplate(copy.rules, { size: photoSizeLimit(words.intl) })}
          </p>
          {/* The same height before and after hydration: nothing moves when the island wakes. */}
          <div className="flex min-h-12 items-center">
            <input
              ref={inputRef}
              id={INPUT_ID}
              type="file"
              multiple
              accept={photoRules.accept}
              // Without JavaScript the browser sends the files; once hydrated the script does,
              // and the button below opens the chooser.
              name={hydrated ? undefined : PHOTOS_FIELD}
              required={!hydrated}
              hidden={hydrated}
              aria-invalid={!hydrated && error ? true : undefined}
              aria-describedby={hydrated ? undefined : describedBy}
              onChange={onChange}
              // No display class once hydrated: it would override `hidden`.
              className={
                hydrated
                  ? undefined
                  : "block w-full text-sm text-ink-600 file:me-4 file:h-12 file:cursor-pointer file:rounded-lg file:border-0 file:bg-brand-50 file:px-5 file:font-semibold file:text-brand-700 hover:file:bg-brand-100"
              }
            />
            {hydrated ? (
              <button
                id={BUTTON_ID}
                type="button"
                onClick={() => inputRef.current?.click()}
                aria-describedby={`${INPUT_ID}-label ${describedBy}`}
                className={buttonStyles({ variant: "secondary", className: "h-12 max-sm:w-full" })}
              >
                <ImagePlus aria-hidden="true" size={20} />
                {chosen > 0 ? copy.addMore : copy.add}
              </button>
            ) : null}
          </div>
          {error ? (
            <p
              id={errorId}
              className="mt-2 flex items-start gap-1.5 text-sm font-medium text-danger-700"
            >
              <CircleAlert aria-hidden="true" size={16} className="mt-0.5 shrink-0" />
              {error}
            </p>
          ) : null}

          {photos.problems.length > 0 ? (
            <div role="alert">
              <ul className="mt-4 space-y-2 rounded-xl border border-accent-500/40 bg-accent-100/50 p-4 text-sm leading-relaxed text-ink-700">
                {photos.problems.map((problem) => (
                  <li key={problem} className="flex items-start gap-2">
                    <CircleAlert
                      aria-hidden="true"
                      size={16}
                      className="mt-0.5 shrink-0 text-accent-700"
                    />
                    <span dir="auto">{problem}</span>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}

          {/* Always rendered: a live region must exist before its message changes. */}
          <p role="status" className="mt-4 flex min-h-6 items-center gap-2 text-sm text-ink-600">
            {photos.preparing > 0 ? (
              <>
                <LoaderCircle aria-hidden="true" size={16} className="motion-safe:animate-spin" />
                {copy.preparing}
              </>
            ) : hydrated && chosen > 0 ? (
              plural(copy.count, chosen, words.intl, { count: chosen })
            ) : null}
          </p>

          {chosen > 0 ? (
            <ul
              aria-label={copy.listLabel}
              className="mt-3 grid grid-cols-2 gap-3 min-[28rem]:grid-cols-3 lg:grid-cols-4"
            >
              {photos.list.map((photo) => (
                <li key={photo.id} className="group min-w-0">
                  <div className="relative aspect-square overflow-hidden rounded-lg border border-ink-200 bg-ink-100">
                    <img
                      src={photo.thumbnail}
                      alt=""
                      width={160}
                      height={160}
                      className="size-full object-cover"
                    />
                    <button
                      type="button"
                      onClick={() => photos.remove(photo.id)}
                      aria-label={fillTemplate(copy.remove, { name: photo.name })}
                      className="absolute end-1.5 top-1.5 inline-flex size-10 items-center justify-center rounded-full bg-white/95 text-ink-800 shadow-sm transition-colors hover:bg-danger-50 hover:text-danger-700 focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-brand-500"
                    >
                      <X aria-hidden="true" size={18} />
                    </button>
                  </div>
                  {/* Cut to one line; the whole name while its button has focus. */}
                  <span
                    dir="auto"
                    className="mt-1 block truncate text-start text-xs text-ink-500 group-focus-within:overflow-visible group-focus-within:break-all group-focus-within:whitespace-normal group-focus-within:text-ink-800"
                  >
                    {photo.name}
                  </span>
                </li>
              ))}
            </ul>
          ) : null}
        </div>

        <aside
          aria-labelledby={`${INPUT_ID}-views`}
          className="h-fit rounded-xl border border-brand-100 bg-brand-50/60 p-5"
        >
          <p
            id={`${INPUT_ID}-views`}
            className="flex items-center gap-2 text-sm font-semibold text-brand-900"
          >
            <Camera aria-hidden="true" size={18} className="shrink-0 text-brand-600" />
            {copy.viewsTitle}
          </p>
          <ul className="mt-3 list-disc space-y-1.5 ps-5 text-sm leading-relaxed text-ink-700 marker:text-brand-400">
            {copy.views.map((view) => (
              <li key={view}>{view}</li>
            ))}
          </ul>
        </aside>
      </div>
    </fieldset>
  );
}

import { imageSources, MAX_IMAGE_BYTES, MAX_IMAGE_MB, MESSAGES } from '@salon/shared';
import { ImageIcon, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { ApiError } from '@/lib/api-client';
import { LABEL } from './FormField';
import { uiText } from './ui-messages';

export const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif'];

/** Why a chosen file cannot be used, or null. The server judges the content again. */
export function imageFileProblem(file: File): string | null {
  // The server's limit, checked here too so a large photo is refused before it is sent.
  if (!ACCEPTED_IMAGE_TYPES.includes(file.type)) return MESSAGES.catalog.imageType;
  if (file.size > MAX_IMAGE_BYTES) return MESSAGES.catalog.imageTooLarge;
  return null;
}

/** The fields the spec sends a picture in: `file` (services), `image` (therapists). */
const IMAGE_FIELDS = new Set(['file', 'image']);

/**
 * The server's refusal of an uploaded picture, or null: an answer whose code names the picture ('IMAGE_TYPE',
 * 'IMAGE_TOO_LARGE', …, apps/server/src/lib/images.ts), or a field error on the picture's field.
 */
export function imageRefusal(error: unknown): string | null {
  if (!(error instanceof ApiError) || !error.fromServer) return null;
  if (error.code?.startsWith('IMAGE_')) return error.message;
  return error.errors?.find((entry) => IMAGE_FIELDS.has(entry.path))?.message ?? null;
}

interface Save<V> {
  mutateAsync: (variables: V) => Promise<unknown>;
  isPending: boolean;
}

/**
 * A save that sends a picture, whose refusal of the picture is kept for the picker to show beside it
 * ('That file is not a picture…' by the field, not only 'Failed to create service'). The refused file is let go
 * (`onRefused`), and everything else in the form stays as typed.
 */
export function useImageRefusal<V>(save: Save<V>, onRefused: () => void) {
  const [refusal, setRefusal] = useState<string | null>(null);
  const mutation: Save<V> = {
    isPending: save.isPending,
    mutateAsync: async (variables) => {
      setRefusal(null);
      try {
        return await save.mutateAsync(variables);
      } catch (error) {
        const refused = imageRefusal(error);
        setRefusal(refused);
        if (refused) onRefused();
        throw error;
      }
    },
  };
  return { mutation, refusal, clearRefusal: () => setRefusal(null) };
}

interface ImagePickerProps {
  label: string;
  /** The picture already saved, shown until another is chosen. */
  currentUrl?: string | null;
  file: File | undefined;
  onChange: (file: File | undefined) => void;
  round?: boolean;
  /** The server's refusal of the last picture sent (`useImageRefusal`), shown beside the field. */
  error?: string | null;
}

/** A JPG, PNG or GIF picker with a preview (admin spec §5 "image optional; JPG, PNG or GIF"). */
export function ImagePicker({ label, currentUrl, file, onChange, round = false, error }: ImagePickerProps) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [chosenProblem, setProblem] = useState<string | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const problem = chosenProblem ?? error ?? null;

  useEffect(() => {
    if (!file) {
      setPreview(null);
      // A file let go by the form (refused by the server) leaves the field empty too.
      if (inputRef.current) inputRef.current.value = '';
      return;
    }
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const shown = preview ?? currentUrl ?? null;
  const shape = round ? 'size-20 rounded-full' : 'aspect-[4/3] w-32 rounded-xl';
  return (
    <div>
      <label htmlFor={id} className={LABEL}>
        {label}
      </label>
      <div className="mt-1.5 flex flex-wrap items-center gap-4">
        {shown ? (
          <img
            {...imageSources(shown, round ? '80px' : '128px')}
            // The box's size (shape): the dialog does not move when the picture arrives.
            width={round ? 80 : 128}
            height={round ? 80 : 96}
            alt=""
            decoding="async"
            className={`${shape} shrink-0 bg-blush object-cover`}
          />
        ) : (
          <span className={`${shape} grid shrink-0 place-items-center bg-blush text-wine`}>
            <ImageIcon aria-hidden="true" className="size-6" />
          </span>
        )}
        <div className="min-w-0 flex-1">
          <input
            ref={inputRef}
            id={id}
            type="file"
            accept={ACCEPTED_IMAGE_TYPES.join(',')}
            aria-describedby={`${id}-hint${problem ? ` ${id}-error` : ''}`}
            aria-invalid={problem ? true : undefined}
            onChange={(event) => {
              const chosen = event.target.files?.[0];
              if (!chosen) return;
              const issue = imageFileProblem(chosen);
              setProblem(issue);
              if (issue) {
                event.target.value = '';
                onChange(undefined);
              } else onChange(chosen);
            }}
            className="block w-full text-sm text-taupe file:me-3 file:min-h-11 file:rounded-full file:border file:border-wine/40 file:bg-white file:px-4 file:text-sm file:font-medium file:text-wine hover:file:bg-blush"
          />
          <p id={`${id}-hint`} className="mt-1 text-xs text-taupe">
            {uiText.imageHint({ mb: MAX_IMAGE_MB })}
          </p>
          {file && (
            <button
              type="button"
              onClick={() => {
                onChange(undefined);
                if (inputRef.current) inputRef.current.value = '';
              }}
              className="mt-1 inline-flex min-h-11 items-center gap-1 text-sm font-medium text-wine hover:underline"
            >
              <X aria-hidden="true" className="size-4" />
              {uiText.removeImage()}
            </button>
          )}
          {problem && (
            <p id={`${id}-error`} role="alert" className="mt-1.5 text-sm text-red-800">
              {problem}
            </p>
          )}
        </div>
      </div>
    </div>
  );
}

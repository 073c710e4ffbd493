import { imageSources, MESSAGES } from '@salon/shared';
import { ImageIcon, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { LABEL } from './FormField';
import { uiText } from './ui-messages';

export const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif'];
/** The server's limit (5 MB); checked here too so a large photo is refused before it is sent. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

/** Why a chosen file cannot be used, or null. The server judges the content again. */
export function imageFileProblem(file: File): string | null {
  if (!ACCEPTED_IMAGE_TYPES.includes(file.type)) return MESSAGES.catalog.imageType;
  if (file.size > MAX_IMAGE_BYTES) return MESSAGES.catalog.imageTooLarge;
  return null;
}

interface ImagePickerProps {
  label: string;
  /** The picture already saved, shown until another is chosen. */
  currentUrl?: string | null;
  file: File | undefined;
  onChange: (file: File | undefined) => void;
  round?: boolean;
}

/** A JPG, PNG or GIF picker with a preview (admin spec §5 "image optional; JPG, PNG or GIF"). */
export function ImagePicker({ label, currentUrl, file, onChange, round = false }: ImagePickerProps) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [preview, setPreview] = useState<string | null>(null);

  useEffect(() => {
    if (!file) {
      setPreview(null);
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
            {uiText.imageHint()}
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
            <p id={`${id}-error`} className="mt-1.5 text-sm text-red-800">
              {problem}
            </p>
          )}
        </div>
      </div>
    </div>
  );
}

import { X } from 'lucide-react';
import { type ReactNode, useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { cx } from '@/lib/cx';
import { useModalKeys } from '@/lib/use-modal-keys';
import { IconButton } from './IconButton';
import { uiText } from './ui-messages';

interface ModalProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Buttons at the bottom, outside the scrolling body. */
  footer?: ReactNode;
  size?: 'sm' | 'md' | 'lg' | 'xl';
  /** role="alertdialog" for confirmations. */
  alert?: boolean;
  /** Id of the text that describes the dialog (confirmations point at their question). */
  describedBy?: string;
}

const SIZES = { sm: 'max-w-md', md: 'max-w-xl', lg: 'max-w-3xl', xl: 'max-w-5xl' } as const;

/**
 * A modal dialog: labelled by its title, focus moves in and is trapped, Escape and the close button
 * close it, and focus returns to whatever opened it. The page behind does not scroll.
 */
export function Modal({ title, onClose, children, footer, size = 'md', alert = false, describedBy }: ModalProps) {
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  useModalKeys(panelRef, onClose);

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const panel = panelRef.current;
    // The first field if there is one, else the first button: people can start typing at once.
    const first =
      panel?.querySelector<HTMLElement>('[data-autofocus]') ??
      panel?.querySelector<HTMLElement>('input:not([type="hidden"]):not([disabled]), select, textarea') ??
      panel?.querySelector<HTMLElement>('button:not([disabled])');
    (first ?? panel)?.focus();
    return () => {
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  return createPortal(
    <div className="fixed inset-0 z-50 flex items-end justify-center sm:items-center sm:p-4">
      <div aria-hidden="true" className="absolute inset-0 animate-fade-in bg-espresso/50" onClick={onClose} />
      {/* biome-ignore lint/a11y/useAriaPropsSupportedByRole: both dialog and alertdialog support aria-modal. */}
      <div
        ref={panelRef}
        role={alert ? 'alertdialog' : 'dialog'}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={describedBy}
        tabIndex={-1}
        className={cx(
          'relative flex max-h-[92dvh] w-full animate-fade-in flex-col rounded-t-3xl bg-ivory shadow-2xl outline-none sm:rounded-3xl',
          SIZES[size],
        )}
      >
        <div className="flex items-start justify-between gap-4 border-b border-blush-200/70 px-5 py-4 sm:px-6">
          <h2 id={titleId} className="pt-1.5 text-xl text-espresso sm:text-2xl">
            {title}
          </h2>
          <IconButton
            label={uiText.close()}
            icon={X}
            iconClassName="size-5"
            onClick={onClose}
            className="shrink-0 text-espresso transition-colors hover:bg-blush"
          />
        </div>
        <div className="min-h-0 flex-1 overflow-y-auto px-5 py-5 sm:px-6">{children}</div>
        {footer && (
          <div className="flex flex-wrap justify-end gap-3 border-t border-blush-200/70 px-5 py-4 sm:px-6">
            {footer}
          </div>
        )}
      </div>
    </div>,
    document.body,
  );
}

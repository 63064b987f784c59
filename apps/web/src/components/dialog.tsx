/**
 * Modal dialog on Radix (focus trap, Escape, aria-modal, labelled by its title). Import only from lazily loaded
 * modules: Radix must never reach the initial bundle.
 */
import * as RadixDialog from '@radix-ui/react-dialog';
import type { CSSProperties, ReactNode } from 'react';
import styles from './dialog.module.css';

export interface DialogProps {
  open: boolean;
  onOpenChange?: (open: boolean) => void;
  title: string;
  description?: ReactNode;
  children: ReactNode;
  /** px; the dialog never exceeds the viewport width. */
  width?: number;
  /** False: Escape and outside clicks do not close it (a decision is required). */
  dismissable?: boolean;
  /** Accessible name of the ✕ button; no button when absent. */
  closeLabel?: string;
}

export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  width = 440,
  dismissable = true,
  closeLabel,
}: DialogProps) {
  const block = (event: Event) => {
    if (!dismissable) event.preventDefault();
  };
  const size: CSSProperties = { inlineSize: `min(${width}px, 100vw)` };
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={styles.overlay} />
        <RadixDialog.Content
          className={styles.content}
          style={size}
          onEscapeKeyDown={block}
          onPointerDownOutside={block}
          onInteractOutside={block}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <div className={styles.head}>
            <RadixDialog.Title className={styles.title}>{title}</RadixDialog.Title>
            {closeLabel ? (
              <RadixDialog.Close className={styles.close} aria-label={closeLabel}>
                <span aria-hidden="true">×</span>
              </RadixDialog.Close>
            ) : null}
          </div>
          {description ? (
            <RadixDialog.Description className={styles.description}>{description}</RadixDialog.Description>
          ) : null}
          {children}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

import { useEffect, useState } from 'react';
import { useSharedTranslation } from '../../i18n/use-shared-translation';
import { Button } from './button';

export type CopyButtonProps = {
  value: string;
  /** Already translated; defaults to "Copy". */
  label?: string;
  feedbackMs?: number;
  variant?: 'primary' | 'secondary' | 'link';
};

/** Copies `value` to the clipboard and shows "Copied" for a moment. */
export const CopyButton = ({ value, label, feedbackMs = 2000, variant = 'secondary' }: CopyButtonProps) => {
  const { t } = useSharedTranslation();
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return undefined;
    const timer = setTimeout(() => setCopied(false), feedbackMs);
    return () => clearTimeout(timer);
  }, [copied, feedbackMs]);

  const handleClick = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
    } catch {
      setCopied(false); // clipboard refused (permissions / insecure context): nothing to confirm
    }
  };

  return (
    <Button variant={variant} onClick={() => void handleClick()} aria-live="polite">
      {copied ? t('common.copied') : (label ?? t('common.copy'))}
    </Button>
  );
};

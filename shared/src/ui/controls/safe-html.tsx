import DOMPurify from 'dompurify';
import { useMemo } from 'react';
import styles from './controls.module.css';

export type SafeHtmlProps = { html: string | null | undefined; className?: string };

// Links from server content open in a new tab without giving it access to this page.
DOMPurify.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'A' && node.getAttribute('target') === '_blank') node.setAttribute('rel', 'noopener noreferrer');
});

export const sanitizeHtml = (html: string): string => DOMPurify.sanitize(html, { USE_PROFILES: { html: true } });

/** Server HTML (news, terms, privacy …) rendered only after DOMPurify removed scripts and handlers. */
export const SafeHtml = ({ html, className }: SafeHtmlProps) => {
  const clean = useMemo(() => sanitizeHtml(html ?? ''), [html]);
  return <div className={`${styles.html} ${className ?? ''}`} dangerouslySetInnerHTML={{ __html: clean }} />;
};

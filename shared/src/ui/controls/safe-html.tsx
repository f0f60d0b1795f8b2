import { useEffect, useState } from 'react';
import styles from './controls.module.css';

export type SafeHtmlProps = { html: string | null | undefined; className?: string };

type Purifier = { sanitize: (html: string) => string };
let purifier: Promise<Purifier> | undefined;

// DOMPurify is loaded with the first page that shows server HTML, not on the portal's first load.
const loadPurifier = (): Promise<Purifier> => {
  purifier ??= import('dompurify').then(({ default: DOMPurify }) => {
    // Links from server content open in a new tab without giving it access to this page.
    DOMPurify.addHook('afterSanitizeAttributes', (node) => {
      if (node.tagName === 'A' && node.getAttribute('target') === '_blank')
        node.setAttribute('rel', 'noopener noreferrer');
    });
    return { sanitize: (html: string) => DOMPurify.sanitize(html, { USE_PROFILES: { html: true } }) };
  });
  return purifier;
};

export const sanitizeHtml = async (html: string): Promise<string> => (await loadPurifier()).sanitize(html);

/** Server HTML (news, terms, privacy …) rendered only after DOMPurify removed scripts and handlers; nothing
 * unsanitised is ever inserted, even for a moment. */
export const SafeHtml = ({ html, className }: SafeHtmlProps) => {
  const [clean, setClean] = useState<string | undefined>(undefined);
  useEffect(() => {
    let current = true;
    void sanitizeHtml(html ?? '').then((result) => {
      if (current) setClean(result);
    });
    return () => {
      current = false;
    };
  }, [html]);
  return (
    <div className={`${styles.html} ${className ?? ''}`} dangerouslySetInnerHTML={{ __html: clean ?? '' }} />
  );
};

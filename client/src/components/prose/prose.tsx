import type { ReactNode } from 'react';
import './prose.css';

type ProseProps = { className?: string } & (
  | { children: ReactNode; html?: never }
  | {
      /** HTML the server rendered from Markdown and sanitised (allow-listed tags, no scripts or attributes). */
      html: string;
      children?: never;
    }
);

/**
 * Long-form reading text in one column: headings, paragraphs, lists, tables, quotes and code styled for reading.
 * The markup is either the children or the server's rendered Markdown.
 */
export function Prose({ className, children, html }: ProseProps) {
  const classes = className ? `prose ${className}` : 'prose';
  if (html !== undefined) return <div className={classes} dangerouslySetInnerHTML={{ __html: html }} />;
  return <div className={classes}>{children}</div>;
}

import { cn } from '@cepa/ui';
import { htmlToRichParagraphs, type RichRun } from '../text';

function styled(run: RichRun, key: number): React.ReactNode {
  let node: React.ReactNode = run.text;
  if (run.em) node = <em>{node}</em>;
  if (run.strong) node = <strong className="font-semibold">{node}</strong>;
  return <span key={key}>{node}</span>;
}

/** Consecutive runs with the same link become one link. */
function linked(runs: RichRun[]): React.ReactNode[] {
  const out: React.ReactNode[] = [];
  for (let i = 0; i < runs.length;) {
    const href = runs[i]!.href;
    let end = i + 1;
    while (end < runs.length && runs[end]!.href === href) end += 1;
    const parts = runs.slice(i, end).map((run, index) => styled(run, index));
    out.push(
      href === undefined ? (
        parts
      ) : (
        <a
          key={i}
          href={href}
          // A page of another site: it gets neither this page's address nor a handle on it.
          {...(href.startsWith('/') ? {} : { rel: 'noopener noreferrer' })}
          className="font-semibold underline underline-offset-2 focus-visible:outline-3 focus-visible:outline-focus"
        >
          {parts}
        </a>
      ),
    );
    i = end;
  }
  return out;
}

/**
 * Content HTML from the content system (the banner, the footer text) as paragraphs with their bold,
 * italic and links: built as React elements from `htmlToRichParagraphs`, never injected as HTML.
 */
export function RichParagraphs({ html, className }: { html: string; className?: string }) {
  return htmlToRichParagraphs(html).map((runs, index) => (
    <p key={index} className={cn(className)}>
      {linked(runs)}
    </p>
  ));
}

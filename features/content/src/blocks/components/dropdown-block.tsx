import { Accordion, AccordionItem } from '@cepa/ui';
import { ContentHtml } from './content-html';
import type { DropdownBlock } from './schema';

/** The dropdowns: their code (the accordion's) loads when the visitor comes near them (see `BlockView`). */
export function DropdownSection({ block }: { block: DropdownBlock }) {
  return (
    <div data-block="dropdown">
      <Accordion headingLevel={2} allowsMultipleExpanded>
        {block.items.map((item, index) => (
          <AccordionItem key={index} title={item.title}>
            <ContentHtml html={item.html} />
          </AccordionItem>
        ))}
      </Accordion>
    </div>
  );
}

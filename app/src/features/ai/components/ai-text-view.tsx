import { aiBlocks } from '../lib/ai-text';

/** AI text as headings, lists and paragraphs, built as React elements: no HTML from a model reaches the page. */
export function AiTextView({ text, headingLevel = 3 }: { text: string; headingLevel?: 3 | 4 }) {
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  return (
    <div className="ai-text">
      {aiBlocks(text).map((block, index) => {
        if (block.kind === 'heading') return <Heading key={index}>{block.text}</Heading>;
        if (block.kind === 'paragraph') return <p key={index}>{block.text}</p>;
        const List = block.ordered ? 'ol' : 'ul';
        return (
          <List key={index}>
            {block.items.map((item, i) => (
              <li key={i}>{item}</li>
            ))}
          </List>
        );
      })}
    </div>
  );
}

// Renders an article's structured blocks (src/content/articles.ts) as semantic HTML: no markdown
// library in the chunk. Headings start at h2 (the page's h1 is the title).
import type { ArticleBlock } from '../../content/articles.ts';
import * as styles from './article.css.ts';

export function ArticleBody({ blocks }: { blocks: ArticleBlock[] }) {
  return (
    <div className={styles.body}>
      {blocks.map((block, index) => {
        switch (block.kind) {
          case 'heading':
            return <h2 key={index}>{block.text}</h2>;
          case 'paragraph':
            return <p key={index}>{block.text}</p>;
          case 'list': {
            const List = block.ordered ? 'ol' : 'ul';
            return (
              <List key={index}>
                {block.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </List>
            );
          }
          case 'quote':
            return (
              <figure key={index} className={styles.quote}>
                <blockquote>
                  <p>{block.text}</p>
                </blockquote>
                {block.cite && <figcaption>{block.cite}</figcaption>}
              </figure>
            );
        }
      })}
    </div>
  );
}

// An article's body as plain text for the summary call, read from the same HTML the page shows: blocks
// apart by a blank line, list items on their own lines, a quote followed by its attribution in
// brackets, the table of contents left out.

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#x26': '&', '#x3C': '<', '#39': "'" };

export function plainTextOf(html: string): string {
  return html
    .replace(/^<nav.*?<\/nav>/, '')
    .replace(/<\/li><li>/g, '\n')
    .replace(/<\/p><\/blockquote><figcaption>/g, ' (')
    .replace(/<\/figcaption>/g, ')')
    .replace(/<\/(?:p|h\d|ul|ol|figure|table)>(?=.)/g, '\n\n')
    .split('<')
    .map((part, index) => (index === 0 ? part : part.slice(part.indexOf('>') + 1)))
    .join('')
    .replace(/&(#?\w+);/g, (entity, name: string) => entities[name] ?? entity);
}

import sanitizeHtml from 'sanitize-html';

/**
 * Rich text written by staff (announcements, a product's application scenarios and function
 * characteristics) keeps only formatting: paragraphs, headings, lists, tables, emphasis, code, links
 * (http, https, mailto; opened with rel=noopener) and https images. Scripts, styles, event handlers,
 * frames and any other tag or attribute are dropped before the text is stored. An image without a text
 * alternative gets an empty one: it is then decoration, not an unnamed picture for screen readers.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'sub',
    'sup',
    'ul',
    'ol',
    'li',
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'blockquote',
    'pre',
    'code',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'span',
    'a',
    'img',
    'hr',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'rel', 'target'],
    img: ['src', 'alt', 'width', 'height'],
    td: ['colspan', 'rowspan'],
    th: ['colspan', 'rowspan'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer nofollow', target: '_blank' }),
    img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, alt: attribs.alt ?? '' } }),
  },
};

export function sanitiseRichText(html: string): string {
  // Nothing to clean (most imported products have no texts): the parser costs more than the rest of a row.
  if (html === '') return '';
  return sanitizeHtml(html, OPTIONS);
}

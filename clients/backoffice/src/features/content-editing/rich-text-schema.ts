/**
 * The formatting editor's schema: exactly the text tags the server keeps (rich-text-rules.ts), one
 * Tiptap extension each, and a link mark of our own. Tiptap's link extension brings linkifyjs (its
 * autolinking, a tenth of the chunk); a link here is set from the toolbar only, to an address the
 * server keeps (a shop path, http(s), mailto: or tel:), with rel="noopener noreferrer" as the server
 * writes it.
 */
import { Mark, mergeAttributes } from '@tiptap/core';
import type { Extensions } from '@tiptap/core';
import Blockquote from '@tiptap/extension-blockquote';
import Bold from '@tiptap/extension-bold';
import Document from '@tiptap/extension-document';
import HardBreak from '@tiptap/extension-hard-break';
import Heading from '@tiptap/extension-heading';
import Italic from '@tiptap/extension-italic';
import { BulletList, ListItem, ListKeymap, OrderedList } from '@tiptap/extension-list';
import Paragraph from '@tiptap/extension-paragraph';
import Strike from '@tiptap/extension-strike';
import Text from '@tiptap/extension-text';
import Underline from '@tiptap/extension-underline';
import { TrailingNode, UndoRedo } from '@tiptap/extensions';
import { isRichLink } from './rich-text-rules';

declare module '@tiptap/core' {
  interface Commands<ReturnType> {
    richLink: {
      /** The selection (or the link around the caret) leads to `href`. */
      setLink: (attributes: { href: string }) => ReturnType;
      unsetLink: () => ReturnType;
    };
  }
}

export const RichLink = Mark.create({
  name: 'link',
  priority: 1000,
  inclusive: false,
  keepOnSplit: false,
  addAttributes() {
    return { href: { default: null } };
  },
  parseHTML() {
    return [
      {
        tag: 'a[href]',
        getAttrs: (element) => {
          const href = element.getAttribute('href') ?? '';
          return isRichLink(href) ? { href } : false;
        },
      },
    ];
  },
  renderHTML({ HTMLAttributes }) {
    return ['a', mergeAttributes({ rel: 'noopener noreferrer' }, HTMLAttributes), 0];
  },
  addCommands() {
    return {
      setLink:
        ({ href }) =>
        ({ chain }) =>
          chain().setMark(this.name, { href }).run(),
      unsetLink:
        () =>
        ({ chain }) =>
          chain().unsetMark(this.name, { extendEmptyMarkRange: true }).run(),
    };
  },
});

export const HEADING_LEVELS = [2, 3, 4] as const;

export const richTextExtensions: Extensions = [
  Document,
  Paragraph,
  Text,
  HardBreak,
  Heading.configure({ levels: [...HEADING_LEVELS] }),
  Bold,
  Italic,
  Underline,
  Strike,
  Blockquote,
  BulletList,
  OrderedList,
  ListItem,
  ListKeymap,
  RichLink,
  UndoRedo,
  TrailingNode,
];

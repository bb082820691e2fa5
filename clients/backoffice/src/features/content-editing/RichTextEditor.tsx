/**
 * The formatted text editor (Tiptap on ProseMirror), a chunk of its own loaded when a rich text field
 * first shows. Its schema (rich-text-schema.ts) holds only tags the server keeps: paragraphs, h2-h4,
 * bold, italic, underline, strike, lists, quotes and links, so what staff type is what the shop
 * shows. The toolbar is one tab stop with native buttons; the text is labelled by the field's label.
 */
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { MouseEvent } from 'react';
import { useIntl } from 'react-intl';
import { Editor } from '@tiptap/core';
import { messages } from './messages';
import { cleanEditorHtml, isRichLink } from './rich-text-rules';
import { HEADING_LEVELS, richTextExtensions } from './rich-text-schema';

export interface RichTextEditorProps {
  readonly labelId: string;
  readonly label: string;
  readonly value: string;
  readonly onChange: (html: string) => void;
  readonly dir: 'ltr' | 'rtl';
  readonly lang: string;
  readonly disabled: boolean;
  readonly describedBy?: string;
  readonly invalid: boolean;
}

const HEADINGS = HEADING_LEVELS;
type Level = (typeof HEADINGS)[number];

/**
 * The editor, made once and mounted into the host element while it is on screen (Tiptap's own React
 * binding is left out: its re-render machinery weighed more than this).
 */
function useTiptap(initial: string, onHtml: (html: string) => void) {
  const [editor] = useState(
    () =>
      new Editor({
        element: null,
        extensions: richTextExtensions,
        content: initial,
        onUpdate: ({ editor: current }) => onHtml(cleanEditorHtml(current.getHTML())),
      }),
  );
  const host = useRef<HTMLDivElement>(null);
  // Unmounting destroys the view; the editor itself holds nothing else and goes with the component
  // (not destroyed here: React may mount the same component again, and a destroyed editor cannot).
  useEffect(() => {
    if (host.current) editor.mount(host.current);
    return () => editor.unmount();
  }, [editor]);
  return { editor, host };
}

export default function RichTextEditor(props: RichTextEditorProps) {
  const { value, onChange, disabled, labelId, describedBy, invalid, dir, lang } = props;
  // The HTML this editor last gave: a value coming back unchanged is not put in again (the caret stays).
  const given = useRef(value);
  const latest = useRef(onChange);
  useEffect(() => {
    latest.current = onChange;
  });
  const { editor, host } = useTiptap(value, (html) => {
    given.current = html;
    latest.current(html);
  });

  useEffect(() => {
    if (value === given.current) return;
    given.current = value;
    editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);
  useEffect(() => editor.setEditable(!disabled), [editor, disabled]);
  useEffect(() => {
    editor.setOptions({
      editorProps: {
        attributes: {
          'aria-labelledby': labelId,
          'aria-multiline': 'true',
          role: 'textbox',
          dir,
          lang,
          class: 'rich-text__area',
          ...(describedBy ? { 'aria-describedby': describedBy } : {}),
          ...(invalid ? { 'aria-invalid': 'true' } : {}),
        },
      },
    });
  }, [editor, labelId, describedBy, invalid, dir, lang]);

  return (
    <>
      <Toolbar editor={editor} label={props.label} disabled={disabled} />
      <div ref={host} />
    </>
  );
}

/** What the toolbar shows of the editor, read again after each of its transactions. */
function toolbarState(editor: Editor) {
  return {
    bold: editor.isActive('bold'),
    italic: editor.isActive('italic'),
    underline: editor.isActive('underline'),
    strike: editor.isActive('strike'),
    bulletList: editor.isActive('bulletList'),
    orderedList: editor.isActive('orderedList'),
    blockquote: editor.isActive('blockquote'),
    link: editor.isActive('link'),
    block: blockStyleOf(editor),
    canUndo: editor.can().undo(),
    canRedo: editor.can().redo(),
  };
}

function useToolbarState(editor: Editor): ReturnType<typeof toolbarState> {
  // A string snapshot compares by value, so an unchanged state does not re-render the toolbar.
  const snapshot = useSyncExternalStore(
    (notify) => {
      editor.on('transaction', notify);
      return () => void editor.off('transaction', notify);
    },
    () => JSON.stringify(toolbarState(editor)),
  );
  return JSON.parse(snapshot) as ReturnType<typeof toolbarState>;
}

function blockStyleOf(editor: Editor): string {
  const level = HEADINGS.find((candidate) => editor.isActive('heading', { level: candidate }));
  return level ? `h${level}` : 'p';
}

function Toolbar({ editor, label, disabled }: { editor: Editor; label: string; disabled: boolean }) {
  const intl = useIntl();
  const state = useToolbarState(editor);
  const [linking, setLinking] = useState(false);
  const chain = () => editor.chain().focus();
  // A click on a tool leaves the focus (and the selection) in the text: the next key goes there.
  const keepFocus = (event: MouseEvent) => event.preventDefault();
  const marks = [
    { key: 'bold', text: messages.bold, on: state.bold, run: () => chain().toggleBold().run() },
    { key: 'italic', text: messages.italic, on: state.italic, run: () => chain().toggleItalic().run() },
    {
      key: 'underline',
      text: messages.underline,
      on: state.underline,
      run: () => chain().toggleUnderline().run(),
    },
    { key: 'strike', text: messages.strike, on: state.strike, run: () => chain().toggleStrike().run() },
    {
      key: 'bulletList',
      text: messages.bulletList,
      on: state.bulletList,
      run: () => chain().toggleBulletList().run(),
    },
    {
      key: 'orderedList',
      text: messages.orderedList,
      on: state.orderedList,
      run: () => chain().toggleOrderedList().run(),
    },
    {
      key: 'blockquote',
      text: messages.blockquote,
      on: state.blockquote,
      run: () => chain().toggleBlockquote().run(),
    },
  ];
  const setBlock = (style: string) => {
    const level = Number(style.slice(1)) as Level;
    if (style === 'p') chain().setParagraph().run();
    else chain().setHeading({ level }).run();
  };

  return (
    <div
      className="rich-text__toolbar"
      role="group"
      aria-label={intl.formatMessage(messages.toolbar, { label })}
    >
      <select
        aria-label={intl.formatMessage(messages.blockStyle)}
        value={state.block}
        disabled={disabled}
        onChange={(event) => setBlock(event.target.value)}
      >
        <option value="p">{intl.formatMessage(messages.paragraph)}</option>
        {HEADINGS.map((level) => (
          <option key={level} value={`h${level}`}>
            {intl.formatMessage(messages.heading, { level })}
          </option>
        ))}
      </select>
      {marks.map((mark) => (
        <button
          key={mark.key}
          type="button"
          className={`rich-text__tool rich-text__tool--${mark.key}`}
          aria-pressed={mark.on}
          disabled={disabled}
          onMouseDown={keepFocus}
          onClick={mark.run}
        >
          {intl.formatMessage(mark.text)}
        </button>
      ))}
      <button
        type="button"
        className="rich-text__tool"
        aria-pressed={state.link}
        aria-expanded={linking}
        disabled={disabled}
        onClick={() => setLinking((open) => !open)}
      >
        {intl.formatMessage(messages.link)}
      </button>
      <button
        type="button"
        className="rich-text__tool"
        disabled={disabled || !state.canUndo}
        onMouseDown={keepFocus}
        onClick={() => chain().undo().run()}
      >
        {intl.formatMessage(messages.undo)}
      </button>
      <button
        type="button"
        className="rich-text__tool"
        disabled={disabled || !state.canRedo}
        onMouseDown={keepFocus}
        onClick={() => chain().redo().run()}
      >
        {intl.formatMessage(messages.redo)}
      </button>
      {linking ? <LinkForm editor={editor} onDone={() => setLinking(false)} /> : null}
    </div>
  );
}

/** The link of the selection: an address the server keeps, or none. */
function LinkForm({ editor, onDone }: { editor: Editor; onDone: () => void }) {
  const intl = useIntl();
  const [href, setHref] = useState(() => String(editor.getAttributes('link')['href'] ?? ''));
  const [refused, setRefused] = useState(false);
  const apply = () => {
    if (!isRichLink(href)) {
      setRefused(true);
      return;
    }
    editor.chain().focus().extendMarkRange('link').setLink({ href: href.trim() }).run();
    onDone();
  };
  const remove = () => {
    editor.chain().focus().extendMarkRange('link').unsetLink().run();
    onDone();
  };
  return (
    <div className="rich-text__link">
      <label>
        {intl.formatMessage(messages.linkAddress)}
        <input
          type="text"
          inputMode="url"
          dir="ltr"
          value={href}
          aria-invalid={refused || undefined}
          autoFocus
          onChange={(event) => {
            setHref(event.target.value);
            setRefused(false);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              apply();
            }
            if (event.key === 'Escape') onDone();
          }}
        />
      </label>
      <button type="button" className="rich-text__tool" onClick={apply}>
        {intl.formatMessage(messages.linkApply)}
      </button>
      <button type="button" className="rich-text__tool" onClick={remove}>
        {intl.formatMessage(messages.unlink)}
      </button>
      {refused ? (
        <p role="alert" className="field-error">
          {intl.formatMessage(messages.linkRefused)}
        </p>
      ) : null}
    </div>
  );
}

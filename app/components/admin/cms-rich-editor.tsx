// The CMS playground's rich-text editor (issue 18, docs/editing.md "CMS containers"): TipTap with
// the part of StarterKit a container may hold (core/cms.ts; the server sanitises again on save).
// Loaded with a dynamic import by the playground only, so no other page ships the editor's code.
// The toolbar's buttons are labelled, say whether their format is on (aria-pressed) and are
// reached with Tab; TipTap's own shortcuts (Ctrl+B, Ctrl+I …) work in the text.
import { useEffect } from 'react';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { safeHref } from '#core/cms';
import styles from './cms-playground.module.css';

export interface CmsEditorLabels {
  editor: string;
  toolbar: string;
  bold: string;
  italic: string;
  paragraph: string;
  heading: (level: 2 | 3 | 4) => string;
  bulletList: string;
  orderedList: string;
  blockquote: string;
  link: string;
  unlink: string;
  linkPrompt: string;
}

const extensions = [
  StarterKit.configure({
    code: false,
    codeBlock: false,
    strike: false,
    underline: false,
    heading: { levels: [2, 3, 4] },
    // The server decides target and rel of each link when it saves (core/cms.ts).
    link: { openOnClick: false, autolink: true, HTMLAttributes: { target: null, rel: null } },
  }),
];

function parse(json: string | null): object | string {
  if (json === null) return '';
  try {
    return JSON.parse(json) as object;
  } catch {
    return '';
  }
}

export default function CmsRichEditor({
  initial,
  editable,
  labels,
  onChange,
}: {
  /** The document to start with, as JSON text (null: empty). */
  initial: string | null;
  editable: boolean;
  labels: CmsEditorLabels;
  onChange: (json: string) => void;
}) {
  const editor = useEditor(
    {
      extensions,
      content: parse(initial),
      editable,
      immediatelyRender: false,
      // No <style> injected at run time (the CSP allows no inline style): ours is in the module.
      injectCSS: false,
      editorProps: {
        attributes: {
          class: styles.prose ?? '',
          role: 'textbox',
          'aria-multiline': 'true',
          'aria-label': labels.editor,
          'data-testid': 'cms-editor',
        },
      },
      onUpdate: ({ editor: current }) => onChange(JSON.stringify(current.getJSON())),
    },
    [],
  );
  // Taking or losing the lock switches editing on and off without losing what was typed.
  useEffect(() => {
    editor?.setEditable(editable);
  }, [editor, editable]);
  const active = useEditorState({
    editor,
    selector: ({ editor: current }) =>
      current
        ? {
            bold: current.isActive('bold'),
            italic: current.isActive('italic'),
            paragraph: current.isActive('paragraph'),
            h2: current.isActive('heading', { level: 2 }),
            h3: current.isActive('heading', { level: 3 }),
            h4: current.isActive('heading', { level: 4 }),
            bulletList: current.isActive('bulletList'),
            orderedList: current.isActive('orderedList'),
            blockquote: current.isActive('blockquote'),
            link: current.isActive('link'),
          }
        : null,
  });

  if (editor === null) return <div className={styles.editorFrame} aria-busy="true" />;

  const chain = () => editor.chain().focus();
  const button = (
    label: string,
    pressed: boolean | undefined,
    run: () => void,
    text: string = label,
  ) => (
    <button
      type="button"
      className={styles.tool}
      aria-pressed={pressed ?? false}
      // The name contains what the button shows ("H2", "1."), so speech input finds it by that.
      aria-label={
        text !== label && text.length > 1 && /[A-Za-z0-9]/.test(text) ? `${text} ${label}` : label
      }
      title={label}
      disabled={!editable}
      onClick={run}
    >
      {text}
    </button>
  );

  return (
    <div className={styles.editorFrame}>
      <div role="toolbar" aria-label={labels.toolbar} className={styles.toolbar}>
        {button(labels.bold, active?.bold, () => chain().toggleBold().run(), 'B')}
        {button(labels.italic, active?.italic, () => chain().toggleItalic().run(), 'I')}
        {button(labels.paragraph, active?.paragraph, () => chain().setParagraph().run(), '¶')}
        {([2, 3, 4] as const).map((level) => (
          <span key={level}>
            {button(
              labels.heading(level),
              active?.[`h${level}`],
              () => chain().toggleHeading({ level }).run(),
              `H${level}`,
            )}
          </span>
        ))}
        {button(labels.bulletList, active?.bulletList, () => chain().toggleBulletList().run(), '•')}
        {button(
          labels.orderedList,
          active?.orderedList,
          () => chain().toggleOrderedList().run(),
          '1.',
        )}
        {button(labels.blockquote, active?.blockquote, () => chain().toggleBlockquote().run(), '❝')}
        {button(
          labels.link,
          active?.link,
          () => {
            const current = editor.getAttributes('link').href as string | undefined;
            const answer = window.prompt(labels.linkPrompt, current ?? 'https://');
            if (answer === null) return;
            const href = safeHref(answer.trim());
            if (href === null) {
              chain().extendMarkRange('link').unsetLink().run();
              return;
            }
            chain().extendMarkRange('link').setLink({ href }).run();
          },
          labels.link,
        )}
        {button(labels.unlink, false, () => chain().extendMarkRange('link').unsetLink().run(), '⊘')}
      </div>
      <EditorContent editor={editor} />
    </div>
  );
}

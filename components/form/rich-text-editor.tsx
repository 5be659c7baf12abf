'use client';

import { EditorContent, useEditor, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect } from 'react';
import styles from './rich-text-editor.module.css';

interface RichTextEditorProps {
  id: string;
  /** HTML; the server sanitises it again before storing (sanitizeRichText). */
  value: string;
  onChange: (html: string) => void;
  /** id of the visible label, for the editing area's name. */
  labelledBy: string;
  readOnly?: boolean;
  invalid?: boolean;
}

const TOOLS: {
  label: string;
  text: string;
  run: (e: Editor) => void;
  active: (e: Editor) => boolean;
}[] = [
  {
    label: 'Полужирный',
    text: 'Ж',
    run: (e) => e.chain().focus().toggleBold().run(),
    active: (e) => e.isActive('bold'),
  },
  {
    label: 'Курсив',
    text: 'К',
    run: (e) => e.chain().focus().toggleItalic().run(),
    active: (e) => e.isActive('italic'),
  },
  {
    label: 'Подзаголовок',
    text: 'H3',
    run: (e) => e.chain().focus().toggleHeading({ level: 3 }).run(),
    active: (e) => e.isActive('heading', { level: 3 }),
  },
  {
    label: 'Маркированный список',
    text: '•',
    run: (e) => e.chain().focus().toggleBulletList().run(),
    active: (e) => e.isActive('bulletList'),
  },
  {
    label: 'Нумерованный список',
    text: '1.',
    run: (e) => e.chain().focus().toggleOrderedList().run(),
    active: (e) => e.isActive('orderedList'),
  },
];

/**
 * A small rich-text editor (tiptap) for descriptions and pages: paragraphs, bold, italic,
 * subheadings and lists — what sanitizeRichText keeps. Shared by the console's forms.
 */
export function RichTextEditor({
  id,
  value,
  onChange,
  labelledBy,
  readOnly,
  invalid,
}: RichTextEditorProps) {
  const editor = useEditor({
    extensions: [StarterKit.configure({ heading: { levels: [2, 3] }, link: false })],
    content: value,
    editable: !readOnly,
    // Rendered on the client only: the server has no DOM to measure (Next would warn).
    immediatelyRender: false,
    editorProps: {
      attributes: {
        id,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelledBy,
        'aria-invalid': invalid ? 'true' : 'false',
        class: styles.content ?? '',
      },
    },
    onUpdate: ({ editor: e }) => onChange(e.isEmpty ? '' : e.getHTML()),
  });

  // A value replaced from outside (a reset after saving) reaches the editor.
  useEffect(() => {
    if (editor && value !== editor.getHTML() && !(value === '' && editor.isEmpty)) {
      editor.commands.setContent(value, { emitUpdate: false });
    }
  }, [editor, value]);

  useEffect(() => {
    editor?.setEditable(!readOnly);
  }, [editor, readOnly]);

  return (
    <div className={styles.editor} data-readonly={readOnly ? 'true' : undefined}>
      {!readOnly && (
        <div className={styles.toolbar} role="toolbar" aria-label="Оформление текста">
          {TOOLS.map((tool) => (
            <button
              key={tool.label}
              type="button"
              className={styles.tool}
              aria-label={tool.label}
              title={tool.label}
              aria-pressed={editor ? tool.active(editor) : false}
              disabled={!editor}
              onClick={() => editor && tool.run(editor)}
            >
              {tool.text}
            </button>
          ))}
        </div>
      )}
      <EditorContent editor={editor} />
    </div>
  );
}

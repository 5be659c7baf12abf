'use client';

import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect } from 'react';
import styles from './rich-text-field.module.css';

interface RichTextFieldProps {
  id: string;
  /** HTML; the server sanitises whatever the editor gives before storing it. */
  value: string;
  onChange: (html: string) => void;
  onBlur?: () => void;
  invalid?: boolean;
  describedBy?: string;
  /** The visible label's id: the editable area is named by it. */
  labelledBy?: string;
  /** Shown, not editable: a field another system owns (a 1C product's description). */
  readOnly?: boolean;
}

type Action = {
  label: string;
  title: string;
  active: (e: Editor) => boolean;
  run: (e: Editor) => void;
};

// The marks and blocks the server's sanitiser keeps (server/content/rich-text.ts).
const ACTIONS: Action[] = [
  {
    label: 'Ж',
    title: 'Полужирный',
    active: (e) => e.isActive('bold'),
    run: (e) => e.chain().focus().toggleBold().run(),
  },
  {
    label: 'К',
    title: 'Курсив',
    active: (e) => e.isActive('italic'),
    run: (e) => e.chain().focus().toggleItalic().run(),
  },
  {
    label: 'H2',
    title: 'Раздел (H2)',
    active: (e) => e.isActive('heading', { level: 2 }),
    run: (e) => e.chain().focus().toggleHeading({ level: 2 }).run(),
  },
  {
    label: 'H3',
    title: 'Подраздел (H3)',
    active: (e) => e.isActive('heading', { level: 3 }),
    run: (e) => e.chain().focus().toggleHeading({ level: 3 }).run(),
  },
  {
    label: '•',
    title: 'Маркированный список',
    active: (e) => e.isActive('bulletList'),
    run: (e) => e.chain().focus().toggleBulletList().run(),
  },
  {
    label: '1.',
    title: 'Нумерованный список',
    active: (e) => e.isActive('orderedList'),
    run: (e) => e.chain().focus().toggleOrderedList().run(),
  },
  {
    label: '❝',
    title: 'Цитата',
    active: (e) => e.isActive('blockquote'),
    run: (e) => e.chain().focus().toggleBlockquote().run(),
  },
  {
    label: 'Ссылка',
    title: 'Ссылка',
    active: (e) => e.isActive('link'),
    run: (e) => {
      if (e.isActive('link')) {
        e.chain().focus().unsetLink().run();
        return;
      }
      const href = window.prompt('Адрес ссылки (https://… или /страница/)');
      if (href) e.chain().focus().setLink({ href }).run();
    },
  },
];

/**
 * The console's rich-text editor (tiptap) for content pages and product descriptions. It edits
 * HTML and reports it on every change ('' when empty); the toolbar is real buttons, so it works
 * by keyboard.
 */
export function RichTextField({
  id,
  value,
  onChange,
  onBlur,
  invalid,
  describedBy,
  labelledBy,
  readOnly,
}: RichTextFieldProps) {
  const editor = useEditor({
    extensions: [
      StarterKit.configure({ heading: { levels: [2, 3, 4] }, link: { openOnClick: false } }),
    ],
    content: value,
    editable: !readOnly,
    // Rendered on the client only: the server has no DOM to measure (Next would warn).
    immediatelyRender: false,
    editorProps: {
      attributes: {
        id,
        class: styles.area ?? '',
        role: 'textbox',
        'aria-multiline': 'true',
        ...(labelledBy ? { 'aria-labelledby': labelledBy } : {}),
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...(invalid ? { 'aria-invalid': 'true' } : {}),
      },
    },
    onUpdate: ({ editor: e }) => onChange(e.isEmpty ? '' : e.getHTML()),
    onBlur: () => onBlur?.(),
  });
  const active = useEditorState({
    editor,
    selector: ({ editor: e }) => (e ? ACTIONS.map((a) => a.active(e)) : []),
  });
  // A value set from outside (a reset) replaces the document; typing does not loop back.
  useEffect(() => {
    if (editor && value !== editor.getHTML() && !(value === '' && editor.isEmpty))
      editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  useEffect(() => {
    editor?.setEditable(!readOnly);
  }, [editor, readOnly]);

  return (
    <div
      className={styles.box}
      data-invalid={invalid || undefined}
      data-readonly={readOnly || undefined}
    >
      <div
        className={styles.toolbar}
        role="toolbar"
        aria-label="Форматирование"
        aria-controls={id}
        hidden={readOnly}
      >
        {ACTIONS.map((a, i) => (
          <button
            key={a.title}
            type="button"
            className={styles.tool}
            title={a.title}
            aria-label={a.title}
            aria-pressed={active?.[i] ?? false}
            disabled={!editor}
            onClick={() => editor && a.run(editor)}
          >
            {a.label}
          </button>
        ))}
      </div>
      <EditorContent editor={editor} />
    </div>
  );
}

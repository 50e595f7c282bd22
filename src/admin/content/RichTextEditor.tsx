import { Editor } from 'primereact/editor';
import { useIntl } from 'react-intl';
import 'quill/dist/quill.snow.css';

/** Quill's toolbar pickers (their format class → the name read out for them). */
const PICKERS = {
  'ql-header': 'admin.content.editor.header',
  'ql-font': 'admin.content.editor.font',
  'ql-color': 'admin.content.editor.color',
  'ql-background': 'admin.content.editor.background',
  'ql-align': 'admin.content.editor.align',
} as const;

/**
 * PrimeReact's Quill editor, in its own chunk: the console fetches Quill and its styles only
 * when an announcement is being edited.
 */
export default function RichTextEditor({ value, labelId, invalid, onChange }: { value: string; labelId: string; invalid: boolean; onChange(html: string): void }) {
  const intl = useIntl();
  // Quill draws each picker as a role="button" span with no name: screen readers said only "button".
  const namePickers = (quill: { container: HTMLElement }) => {
    const editor = quill.container.closest('.p-editor-container') ?? quill.container.parentElement;
    // The native select each picker stands for stays in the page too, unnamed as well.
    for (const control of editor?.querySelectorAll<HTMLElement>('.ql-picker, select') ?? []) {
      const format = Object.keys(PICKERS).find((name) => control.classList.contains(name)) as keyof typeof PICKERS | undefined;
      if (!format) continue;
      const target = control.tagName === 'SELECT' ? control : control.querySelector('.ql-picker-label');
      target?.setAttribute('aria-label', intl.formatMessage({ id: PICKERS[format] }));
    }
  };
  return (
    <div className={invalid ? 'content-editor content-editor--invalid' : 'content-editor'} role="group" aria-labelledby={labelId}>
      <Editor value={value} onLoad={namePickers} onTextChange={(e) => onChange(e.htmlValue ?? '')} />
    </div>
  );
}

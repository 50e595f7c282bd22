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
    for (const picker of editor?.querySelectorAll<HTMLElement>('.ql-picker') ?? []) {
      const format = Object.keys(PICKERS).find((name) => picker.classList.contains(name)) as keyof typeof PICKERS | undefined;
      if (format) picker.querySelector('.ql-picker-label')?.setAttribute('aria-label', intl.formatMessage({ id: PICKERS[format] }));
    }
  };
  return (
    <div className={invalid ? 'content-editor content-editor--invalid' : 'content-editor'} role="group" aria-labelledby={labelId}>
      <Editor value={value} onLoad={namePickers} onTextChange={(e) => onChange(e.htmlValue ?? '')} />
    </div>
  );
}

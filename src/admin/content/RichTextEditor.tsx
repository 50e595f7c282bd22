import { Editor } from 'primereact/editor';
import { useState } from 'react';
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
export default function RichTextEditor({
  value,
  labelId,
  invalid,
  onChange,
}: {
  value: string;
  labelId: string;
  invalid: boolean;
  onChange(html: string): void;
}) {
  const intl = useIntl();
  const [pickersNamed, setPickersNamed] = useState(false);
  const name = (format: keyof typeof PICKERS) => ({ 'aria-label': intl.formatMessage({ id: PICKERS[format] }) });
  // The toolbar's native selects show, unnamed, until Quill has loaded and hidden them behind its pickers.
  const pt = { header: name('ql-header'), font: name('ql-font'), color: name('ql-color'), background: name('ql-background'), select: name('ql-align') };
  // Quill draws each picker as a role="button" span with no name: screen readers said only "button".
  const namePickers = (quill: { container: HTMLElement }) => {
    const editor = quill.container.closest('.p-editor-container') ?? quill.container.parentElement;
    for (const picker of editor?.querySelectorAll<HTMLElement>('.ql-picker') ?? []) {
      const format = Object.keys(PICKERS).find((cls) => picker.classList.contains(cls)) as keyof typeof PICKERS | undefined;
      if (format) picker.querySelector('.ql-picker-label')?.setAttribute('aria-label', name(format)['aria-label']);
    }
    setPickersNamed(true);
  };
  return (
    <div
      className={invalid ? 'content-editor content-editor--invalid' : 'content-editor'}
      role="group"
      aria-labelledby={labelId}
      // Busy until Quill has replaced the selects with named pickers: the toolbar is not usable before.
      aria-busy={!pickersNamed}
    >
      <Editor value={value} pt={pt} onLoad={namePickers} onTextChange={(e) => onChange(e.htmlValue ?? '')} />
    </div>
  );
}

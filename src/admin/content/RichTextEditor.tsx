import { Editor } from 'primereact/editor';
import 'quill/dist/quill.snow.css';

/**
 * PrimeReact's Quill editor, in its own chunk: the console fetches Quill and its styles only
 * when an announcement is being edited.
 */
export default function RichTextEditor({ value, labelId, invalid, onChange }: { value: string; labelId: string; invalid: boolean; onChange(html: string): void }) {
  return (
    <div className={invalid ? 'content-editor content-editor--invalid' : 'content-editor'} role="group" aria-labelledby={labelId}>
      <Editor value={value} onTextChange={(e) => onChange(e.htmlValue ?? '')} />
    </div>
  );
}

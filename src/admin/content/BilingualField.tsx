import { Button } from 'primereact/button';
import { InputTextarea } from 'primereact/inputtextarea';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useIntl } from 'react-intl';
import type { Bilingual } from '../../domain/lang';

const SIDES: readonly (keyof Bilingual)[] = ['zh', 'ja'];
/** Every text of the information pages is required in both languages (the server refuses a blank one). */
const filled = (value: string | undefined) => Boolean(value?.trim());

/**
 * One text of an information page in Chinese and Japanese side by side, each required; with
 * `onRemove`, an item of a list that can be taken out.
 */
export function BilingualField<T extends FieldValues>({
  control,
  name,
  label,
  onRemove,
  removeLabel,
}: {
  control: Control<T>;
  name: string;
  label: string;
  onRemove?(): void;
  removeLabel?: string;
}) {
  const intl = useIntl();
  return (
    <div className="page-texts__pair" role="group" aria-label={label}>
      <span className="page-texts__pair-label">{label}</span>
      {SIDES.map((lang) => (
        <Controller
          key={lang}
          control={control}
          name={`${name}.${lang}` as Path<T>}
          rules={{ validate: (v: unknown) => filled(v as string) || intl.formatMessage({ id: 'admin.content.textRequired' }) }}
          render={({ field, fieldState }) => (
            <div className="form-field">
              <InputTextarea
                aria-label={`${label} (${intl.formatMessage({ id: `admin.content.lang.${lang}` })})`}
                // The language of each column, while it is empty.
                placeholder={intl.formatMessage({ id: `admin.content.lang.${lang}` })}
                lang={lang === 'zh' ? 'zh-CN' : 'ja-JP'}
                autoResize
                rows={1}
                maxLength={4000}
                className={fieldState.error ? 'p-invalid' : undefined}
                aria-invalid={fieldState.error ? true : undefined}
                value={(field.value as string) ?? ''}
                onChange={field.onChange}
                onBlur={field.onBlur}
              />
              <small className="form-field__message form-field__message--error" role={fieldState.error ? 'alert' : undefined}>
                {fieldState.error?.message ?? ''}
              </small>
            </div>
          )}
        />
      ))}
      {onRemove ? <Button type="button" text icon="pi pi-trash" aria-label={removeLabel} onClick={onRemove} /> : <span />}
    </div>
  );
}

import { InputText } from 'primereact/inputtext';
import { useFormContext, type Path } from 'react-hook-form';
import { FormattedMessage } from 'react-intl';
import type { OrderDraft } from '../../../domain/ticketing/order';
import { controlProps, FormField } from '../../../ui/forms/FormField';
import { fieldMessage } from '../../../ui/forms/serverErrors';
import { useMessageText } from './useMessageText';

const FIELDS = [
  { name: 'contactName', label: 'createOrder.contactName', type: 'text', autoComplete: 'name' },
  { name: 'contactPhone', label: 'createOrder.contactPhone', type: 'tel', autoComplete: 'tel' },
  { name: 'contactEmail', label: 'createOrder.contactEmail', type: 'email', autoComplete: 'email' },
] as const satisfies readonly { name: Path<OrderDraft>; label: string; type: string; autoComplete: string }[];

/** Who the company contacts about the order (spec: contact information required). */
export function ContactSection({ disabled }: { disabled?: boolean }) {
  const text = useMessageText();
  const {
    register,
    formState: { errors },
  } = useFormContext<OrderDraft>();
  return (
    <div className="create-order__contact">
      {FIELDS.map(({ name, label, type, autoComplete }) => {
        const id = `co-${name}`;
        const error = text(fieldMessage(errors, name));
        return (
          <FormField key={name} id={id} label={<FormattedMessage id={label} />} error={error} required>
            <InputText {...controlProps(id, error)} type={type} autoComplete={autoComplete} disabled={disabled} {...register(name)} />
          </FormField>
        );
      })}
    </div>
  );
}

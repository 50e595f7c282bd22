import type { FieldErrors, Resolver } from 'react-hook-form';
import type { ContainerType } from '../../../domain/shipping/enums';
import { railCommissionFormSchema, type RailCommissionForm } from '../../../domain/shipping/railCommissions';
import type { BookingView } from '../../../domain/shipping/types';
import { schemaResolver } from '../../forms/schemaResolver';

/** The form holds one line per container type of the booking; a type left at 0 is not commissioned. */
export interface EntrustValues extends Omit<RailCommissionForm, 'containers'> {
  containers: { containerType: ContainerType; quantity: number }[];
}

export const EMPTY_ENTRUST: EntrustValues = {
  bookingNo: '',
  originStation: '',
  destinationStation: '',
  loadingAddressUuid: '',
  readyDate: '',
  containers: [],
  cargoDescription: '',
  contactName: '',
  contactPhone: '',
  remarks: '',
};

/** The booking's containers per type, in its lines' order: what may be commissioned at most. */
export function bookingQuantities(booking: BookingView | null): Map<ContainerType, number> {
  const quantities = new Map<ContainerType, number>();
  for (const line of booking?.containers ?? []) quantities.set(line.containerType, (quantities.get(line.containerType) ?? 0) + line.quantity);
  return quantities;
}

const formResolver = schemaResolver<RailCommissionForm>(railCommissionFormSchema);

/**
 * The shared schema on the lines actually commissioned (quantity above 0), then the one bound the
 * schema cannot know: each type at most the booking's (the server holds the same rule). The
 * lines' message is shown once, at the containers group.
 */
export function entrustResolver(booking: BookingView | null): Resolver<EntrustValues> {
  return async (values, context, options) => {
    const max = bookingQuantities(booking);
    const lines = values.containers.map((l) => ({ ...l, quantity: Number.isFinite(l.quantity) ? l.quantity : 0 })).filter((l) => l.quantity !== 0);
    const result = await formResolver({ ...values, containers: lines } as RailCommissionForm, context, options as never);
    const errors = { ...(result.errors as FieldErrors<EntrustValues>) };
    delete errors.containers;
    const containers =
      lines.length === 0
        ? 'commissionContainersRequired'
        : lines.some((l) => l.quantity < 0 || !Number.isInteger(l.quantity) || l.quantity > (max.get(l.containerType) ?? 0))
          ? 'commissionContainersExceed'
          : null;
    if (containers) errors.containers = { type: 'validate', message: containers };
    if (Object.keys(errors).length) return { values: {}, errors };
    return { values: { ...(result.values as RailCommissionForm), containers: lines } as unknown as EntrustValues, errors: {} };
  };
}

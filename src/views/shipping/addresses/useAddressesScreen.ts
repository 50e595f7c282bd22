import { useServices } from '../../../app/customerServices';
import { addressesActors } from '../../../machines/addresses.actors';
import { addressesMachine } from '../../../machines/addresses.machine';
import { useListEditorScreen } from '../../listEditor/useListEditorScreen';

/** The loading-addresses chart with its calls and the "saved" / "deleted" messages. */
export function useAddressesScreen(onSaveRefused: (error: unknown) => void) {
  const { addresses } = useServices();
  return useListEditorScreen(addressesMachine, addressesActors(addresses), 'addresses', onSaveRefused);
}

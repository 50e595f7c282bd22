import { useServices } from '../../app/customerServices';
import { passengersActors } from '../../machines/passengers.actors';
import { passengersMachine } from '../../machines/passengers.machine';
import { useListEditorScreen } from '../listEditor/useListEditorScreen';

/** The passengers chart with its calls and the spec's "Save successful" / "Delete successful". */
export function usePassengersScreen(onSaveRefused: (error: unknown) => void) {
  const { passengers } = useServices();
  return useListEditorScreen(passengersMachine, passengersActors(passengers), 'passenger', onSaveRefused);
}
